/** The audit service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { auditService } from './app';
export { auditEnvSchema, type AuditEnv } from './env';
