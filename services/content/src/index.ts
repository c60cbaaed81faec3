/** The content service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { contentService } from './app';
export { contentEnvSchema, type ContentEnv } from './env';
