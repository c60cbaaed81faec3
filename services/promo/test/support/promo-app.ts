import { eventSchemas, type EventOf, type EventType } from '@shop/contracts';
import { EventBus, testing, type EventEnvelope } from '@shop/service-kit';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testEnvOf } from '@shop/testing';
import { promoService } from '../../src/app';
import { QUEUES } from '../../src/events/consumers/queues';
import { buildPromoBody } from './factories';

const { uniqueName, testAmqpUrl, createTestTokens } = testing;
type TestTokens = testing.TestTokens;

export interface PromoTestApp {
  app: FastifyInstance;
  tokens: TestTokens;
  /** A call as an admin. */
  asAdmin(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Creates a promo as an admin (a 201, or the test fails) and answers it as stored. */
  createPromo(overrides?: Parameters<typeof buildPromoBody>[0]): Promise<{ _id: string; promo_code: string }>;
  /** A promo's usageCount as the admin list shows it. */
  usageCount(promoId: string): Promise<number | undefined>;
  /** Sets the server's clock; `undefined` goes back to the real one. */
  setNow(now: Date | undefined): void;
  /** Publishes on the app's exchange, as the order service would. */
  publish(...events: EventEnvelope[]): Promise<void>;
  /** Every event of this type that reaches the exchange from now on. */
  collect<T extends EventType>(type: T): Promise<Array<EventOf<T>>>;
  /** Stops the app, restarts it on the same database and exchange (a second replica, or a restart). */
  restart(extraEnv?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** The promo service on a database, an exchange and queues of its own on the real servers. */
export async function startPromoApp(
  extraEnv: Record<string, string> = {},
  /** The relay's fallback sweep: 100 ms unless a test wants to show that nothing waits for it. */
  { outboxPollIntervalMs = 100 }: { outboxPollIntervalMs?: number } = {},
): Promise<PromoTestApp> {
  const tokens = await createTestTokens();
  const exchange = uniqueName('test.events');
  const queuePrefix = `${uniqueName('test')}.`;
  const dbName = uniqueName('promo');
  let now: Date | undefined;
  const clock = () => now ?? new Date();
  const env = (extra: Record<string, string>) =>
    testEnvOf(promoService, {
      MONGO_DB: dbName,
      EVENTS_EXCHANGE: exchange,
      ...extra,
    });
  const start = async (extra: Record<string, string>) => {
    const app = await promoService.buildApp(env(extra), {
      verifyToken: tokens.verify,
      clock,
      queuePrefix,
      outboxPollIntervalMs,
    });
    await app.ready();
    return app;
  };

  const app = await start(extraEnv);
  const helperBus = new EventBus({ url: testAmqpUrl, exchange, logger: app.log });
  await helperBus.start();
  const collectorQueues: string[] = [];
  const handle: PromoTestApp = {
    app,
    tokens,
    asAdmin: async (method, url, payload) =>
      handle.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${await tokens.admin()}` },
      }),
    createPromo: async (overrides) => {
      const created = await handle.asAdmin('POST', '/api/promo', buildPromoBody(overrides));
      expect(created.statusCode).toBe(201);
      return created.json().data;
    },
    usageCount: async (promoId) => {
      const promos = (await handle.asAdmin('GET', '/api/promo')).json().data as Array<{
        _id: string;
        usageCount: number;
      }>;
      return promos.find((promo) => promo._id === promoId)?.usageCount;
    },
    setNow: (value) => {
      now = value;
    },
    publish: (...events) => helperBus.publish(events),
    collect: async <T extends EventType>(type: T) => {
      const received: Array<EventOf<T>> = [];
      const queue = uniqueName('test.collector');
      collectorQueues.push(queue);
      await helperBus.subscribe({
        queue,
        handlers: {
          [type]: {
            schema: eventSchemas[type],
            handle: async (event: EventOf<T>) => void received.push(event),
          },
        },
      });
      return received;
    },
    restart: async (extra = {}) => {
      await handle.app.close();
      handle.app = await start({ ...extraEnv, ...extra });
    },
    close: async () => {
      await handle.app.db.dropDatabase();
      await handle.app.close();
      await helperBus.close();
      await testing.deleteBrokerObjects(
        Object.values(QUEUES)
          .map((queue) => `${queuePrefix}${queue}`)
          .concat(collectorQueues),
        exchange,
      );
    },
  };
  return handle;
}
