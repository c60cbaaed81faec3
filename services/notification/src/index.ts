/** The notification service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { notificationService } from './app';
export { notificationEnvSchema, type NotificationEnv } from './env';
