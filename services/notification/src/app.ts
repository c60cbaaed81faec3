import { defineService } from '@shop/service-kit';
import { notificationIndexes, notificationRetention } from './collections';
import { DEV_ORDER_TRACKING_SECRET, notificationEnvSchema } from './env';
import { QUEUES, subscriptions } from './events/consumers/queues';
import { notificationDeps } from './notification-deps';

/**
 * The notification service has no public API: it consumes order events and e-mails the customer. It answers
 * only /healthz, /readyz and /metrics, like every service.
 */
export const notificationService = defineService({
  name: 'notification',
  env: notificationEnvSchema,
  queues: QUEUES,
  indexes: notificationIndexes,
  retention: notificationRetention,
  devSecrets: { ORDER_TRACKING_SECRET: DEV_ORDER_TRACKING_SECRET },
  deps: notificationDeps,
  subscriptions,
  close: ({ mailer }) => mailer.close(),
});
