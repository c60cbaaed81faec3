import type { FastifyInstance } from 'fastify';
import { EventBus, testing, type EventEnvelope } from '@shop/service-kit';
import { testEnvOf } from '@shop/testing';
import { notificationService } from '../../src/app';
import type { NotificationOverrides } from '../../src/notification-deps';
import type { ServiceOverrides } from '@shop/service-kit';

type BuildAppOverrides = ServiceOverrides & NotificationOverrides;
import { SENDS, type SendRecord } from '../../src/domain/send-log';
import type { NotificationEnv } from '../../src/env';
import { QUEUES } from '../../src/events/consumers/queues';

const { uniqueName, testAmqpUrl } = testing;

export interface NotificationTestApp {
  env: NotificationEnv;
  /** Every running copy (replicas), first one started first. */
  apps: FastifyInstance[];
  queue: string;
  /** Publishes on the app's exchange, as the order service's outbox relay would. */
  publish(...events: EventEnvelope[]): Promise<void>;
  /** Starts one more copy on the same database, exchange and queue (a second replica). */
  addReplica(overrides?: BuildAppOverrides): Promise<FastifyInstance>;
  sends(): Promise<SendRecord[]>;
  /** Messages waiting in the queue's dead-letter queue. */
  deadLetters(): Promise<number>;
  close(): Promise<void>;
}

/** The real notification service on a database, an exchange and a queue of its own, sending to `smtpUrl`. */
export async function startNotificationApp(
  smtpUrl: string,
  envOverrides: Record<string, string> = {},
  overrides: BuildAppOverrides = {},
): Promise<NotificationTestApp> {
  const exchange = uniqueName('notification.events');
  const queuePrefix = `${uniqueName('test')}.`;
  const env = testEnvOf(notificationService, {
    EVENTS_EXCHANGE: exchange,
    SMTP_URL: smtpUrl,
    MAIL_FROM: '"Glow House" <orders@glow.test>',
    EMAIL_RETRY_DELAY_MS: '50',
    SMTP_TIMEOUT_MS: '3000',
    SEND_LEASE_MS: '5000',
    ...envOverrides,
  });
  const start = async (more: BuildAppOverrides) => {
    const app = await notificationService.buildApp(env, {
      shopName: async () => 'Glow House',
      queuePrefix,
      ...overrides,
      ...more,
    });
    await app.ready();
    return app;
  };
  const first = await start({});
  const helperBus = new EventBus({ url: testAmqpUrl, exchange, logger: first.log });
  await helperBus.start();
  const queue = `${queuePrefix}${QUEUES.orderEmails}`;
  const handle: NotificationTestApp = {
    env,
    apps: [first],
    queue,
    publish: (...events) => helperBus.publish(events),
    addReplica: async (more = {}) => {
      const app = await start(more);
      handle.apps.push(app);
      return app;
    },
    sends: () => first.db.collection<SendRecord>(SENDS).find().toArray(),
    deadLetters: async () => {
      const depths = await first.bus.queueDepths(5000);
      return depths.find((depth) => depth.queue === queue)?.deadLettered ?? 0;
    },
    close: async () => {
      await first.db.dropDatabase();
      for (const app of handle.apps) await app.close();
      await helperBus.close();
      await testing.deleteBrokerObjects([queue], exchange);
    },
  };
  return handle;
}
