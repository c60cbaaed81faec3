/** The cart service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { cartService } from './app';
export { cartEnvSchema, type CartEnv } from './env';
