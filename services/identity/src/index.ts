/** The identity service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { identityService } from './app';
export { identityEnvSchema, type IdentityEnv } from './env';
// the security and gateway tests forge tokens with identity's own key store (a stolen key, a wrong key)
export { KeyEncryption } from './domain/keys/key-encryption';
export { SigningKeyStore } from './domain/keys/signing-keys';
