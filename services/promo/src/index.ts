/** The promo service as a package: its declaration (env schema, queues, buildApp), which other workspaces' tests start in process. */
export { promoService } from './app';
export { promoEnvSchema, type PromoEnv } from './env';
