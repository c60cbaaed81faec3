// first: the database and broker drivers are traced only when loaded after their instrumentations
import '@shop/service-kit/instrument';
import { runServer, setupTelemetry } from '@shop/service-kit';
import { buildApp } from './app';
import { loadContentEnv } from './env';

async function main(): Promise<void> {
  const env = loadContentEnv();
  setupTelemetry({ serviceName: 'content', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const app = buildApp(env);
  await runServer(app, { port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
