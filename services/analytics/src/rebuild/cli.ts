import { connectMongo, loadEnv } from '@shop/service-kit';
import { analyticsEnvSchema } from '../env';
import { rebuildProjection } from './rebuild';

/** `npm run rebuild -w @shop/analytics`: the projection rebuilt from scratch from the event journal. */
async function main(): Promise<void> {
  const env = loadEnv(analyticsEnvSchema);
  const mongo = await connectMongo(env.MONGO_URL, env.MONGO_DB);
  try {
    const started = Date.now();
    const replayed = await rebuildProjection(mongo.db, env.REPORT_TIME_ZONE);
    process.stdout.write(
      `analytics: projection rebuilt from ${replayed} events in ${Date.now() - started} ms\n`,
    );
  } finally {
    await mongo.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
