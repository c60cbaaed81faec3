/** The catalog service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { catalogService } from './app';
export { catalogEnvSchema, type CatalogEnv } from './env';
