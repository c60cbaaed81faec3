import type { FastifyInstance } from 'fastify';
import { createApp, infrastructurePlugin } from '@shop/service-kit';
import { domainOf } from './domain/order-emails';
import { OrderSnapshots } from './domain/order-snapshots';
import { SendLog } from './domain/send-log';
import { notificationIndexes, notificationRetention } from './collections';
import { createShopNameSource, type ShopNameSource } from './domain/shop-name';
import { DEV_ORDER_TRACKING_SECRET, type NotificationEnv } from './env';
import { subscriptions } from './events/consumers/queues';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createTrackingLinks } from './mail/tracking-link';

export interface BuildAppOverrides {
  /** Prepended to the queue name, so parallel test files on one broker never share a queue. */
  queuePrefix?: string;
  /** Tests name the shop without a content service. */
  shopName?: ShopNameSource;
  /** Tests wrap the SMTP mailer (e.g. to stop after the server accepted, as a crash would). */
  mailer?: (real: Mailer) => Mailer;
}

/**
 * The notification service has no public API: it consumes order events and e-mails the customer. It answers
 * only /healthz, /readyz and /metrics, like every service.
 */
export function buildApp(env: NotificationEnv, overrides: BuildAppOverrides = {}): FastifyInstance {
  const app = createApp({ name: 'notification', logLevel: env.LOG_LEVEL });
  void app.register(infrastructurePlugin, {
    mongoUrl: env.MONGO_URL,
    dbName: env.MONGO_DB,
    amqpUrl: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    indexes: notificationIndexes,
    retention: notificationRetention,
  });
  if (env.ORDER_TRACKING_SECRET === DEV_ORDER_TRACKING_SECRET) {
    app.log.warn(
      'ORDER_TRACKING_SECRET is the development default: set a secret of your own outside local use',
    );
  }
  const smtp = createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS });
  const mailer = overrides.mailer ? overrides.mailer(smtp) : smtp;
  const shopName =
    overrides.shopName ??
    createShopNameSource({
      contentUrl: env.CONTENT_URL,
      ttlMs: env.SHOP_NAME_TTL_SECONDS * 1000,
      fallback: env.SHOP_NAME_FALLBACK,
    });

  app.addHook('onReady', async () => {
    const deps = {
      queue: (name: string) => `${overrides.queuePrefix ?? ''}${name}`,
      log: app.log,
      snapshots: new OrderSnapshots(app.db),
      sendLog: new SendLog(app.db, env.SEND_LEASE_MS),
      mailer,
      shopName,
      messageIdDomain: domainOf(env.MAIL_FROM),
      trackingLink: createTrackingLinks({
        secret: env.ORDER_TRACKING_SECRET,
        shopUrl: env.SHOP_PUBLIC_ORIGIN,
      }),
      emailDelivery: {
        maxDeliveries: env.EMAIL_MAX_DELIVERIES,
        retryDelayMs: env.EMAIL_RETRY_DELAY_MS,
        inProgressWaitMs: env.SEND_LEASE_MS + 5000,
      },
    };
    for (const subscription of subscriptions(deps)) {
      await app.bus.subscribe(subscription);
    }
  });
  app.addHook('onClose', async () => mailer.close());
  return app;
}
