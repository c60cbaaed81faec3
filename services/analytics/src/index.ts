/** The analytics service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { analyticsService } from './app';
export { analyticsEnvSchema, type AnalyticsEnv } from './env';
