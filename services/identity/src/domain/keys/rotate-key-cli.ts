import { connectMongo, loadEnv } from '@shop/service-kit';
import { identityEnvSchema } from '../../env';
import { KeyEncryption } from './key-encryption';
import { SigningKeyStore } from './signing-keys';

/**
 * `npm run rotate-key -w @shop/identity`: adds a signing key that every replica starts using after
 * KEY_ACTIVATION_DELAY_SECONDS, and retires keys whose tokens have all expired. Nobody is logged out.
 */
async function main(): Promise<void> {
  const env = loadEnv(identityEnvSchema);
  const mongo = await connectMongo(env.MONGO_URL, env.MONGO_DB);
  try {
    const keys = new SigningKeyStore(mongo.db, new KeyEncryption(env.KEY_ENCRYPTION_SECRET));
    const kid = await keys.rotate(env.KEY_ACTIVATION_DELAY_SECONDS);
    console.warn(`added signing key ${kid}; it signs from ${env.KEY_ACTIVATION_DELAY_SECONDS}s from now`);
  } finally {
    await mongo.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
