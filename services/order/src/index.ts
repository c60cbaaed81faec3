/** The order service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { orderService } from './app';
export { orderEnvSchema, type OrderEnv } from './env';
