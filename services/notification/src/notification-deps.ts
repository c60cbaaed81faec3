import type { ServiceContext } from '@shop/service-kit';
import { domainOf } from './domain/order-emails';
import { OrderSnapshots } from './domain/order-snapshots';
import { SendLog } from './domain/send-log';
import { createShopNameSource, type ShopNameSource } from './domain/shop-name';
import type { NotificationEnv } from './env';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createTrackingLinks } from './mail/tracking-link';

/** What a test may change of the notification service beside the kit's overrides. */
export interface NotificationOverrides {
  /** Tests name the shop without a content service. */
  shopName?: ShopNameSource;
  /** Tests wrap the SMTP mailer (e.g. to stop after the server accepted, as a crash would). */
  mailer?: (real: Mailer) => Mailer;
}

/** The order e-mails' consumer and what it works with. */
export function notificationDeps({
  db,
  env,
  overrides,
}: ServiceContext<NotificationEnv, NotificationOverrides>) {
  const smtp = createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS });
  return {
    snapshots: new OrderSnapshots(db),
    sendLog: new SendLog(db, env.SEND_LEASE_MS),
    mailer: overrides.mailer ? overrides.mailer(smtp) : smtp,
    shopName:
      overrides.shopName ??
      createShopNameSource({
        contentUrl: env.CONTENT_URL,
        ttlMs: env.SHOP_NAME_TTL_SECONDS * 1000,
        fallback: env.SHOP_NAME_FALLBACK,
      }),
    messageIdDomain: domainOf(env.MAIL_FROM),
    trackingLink: createTrackingLinks({ secret: env.ORDER_TRACKING_SECRET, shopUrl: env.SHOP_PUBLIC_ORIGIN }),
    emailDelivery: {
      maxDeliveries: env.EMAIL_MAX_DELIVERIES,
      retryDelayMs: env.EMAIL_RETRY_DELAY_MS,
      inProgressWaitMs: env.SEND_LEASE_MS + 5000,
    },
  };
}
