import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EventBus, testing, type EventEnvelope } from '@shop/service-kit';
import { testEnvOf } from '@shop/testing';
import { analyticsService } from '../../src/app';
import type { AnalyticsEnv } from '../../src/env';
import { QUEUES } from '../../src/events/consumers/queues';
import { EVENT_JOURNAL } from '../../src/domain/event-journal';

const { uniqueName, testAmqpUrl, createTestTokens } = testing;

export interface AnalyticsTestApp {
  env: AnalyticsEnv;
  /** Every running copy (replicas), the first one started first. */
  apps: FastifyInstance[];
  /** GET /api/analytics/sales as an admin (or with the token given). */
  sales(query: string, token?: string): Promise<LightMyRequestResponse>;
  tokens: testing.TestTokens;
  publish(...events: EventEnvelope[]): Promise<void>;
  /** Starts one more copy on the same database, exchange and queue. */
  addReplica(): Promise<FastifyInstance>;
  /** Events the service journalled (each once). */
  journalled(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real analytics service on a database and queue of its own, listening on `exchange` (its own unless a
 * test shares the order service's).
 */
export async function startAnalyticsApp(
  exchange = uniqueName('analytics.events'),
): Promise<AnalyticsTestApp> {
  const tokens = await createTestTokens();
  const queuePrefix = `${uniqueName('test')}.`;
  const env = testEnvOf(analyticsService, {
    EVENTS_EXCHANGE: exchange,
  });
  const start = async () => {
    const app = await analyticsService.buildApp(env, { verifyToken: tokens.verify, queuePrefix });
    await app.ready();
    return app;
  };
  const first = await start();
  const helperBus = new EventBus({ url: testAmqpUrl, exchange, logger: first.log });
  await helperBus.start();
  const adminToken = await tokens.admin();
  const handle: AnalyticsTestApp = {
    env,
    apps: [first],
    tokens,
    sales: (query, token = adminToken) =>
      first.inject({
        method: 'GET',
        url: `/api/analytics/sales?${query}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    publish: (...events) => helperBus.publish(events),
    addReplica: async () => {
      const app = await start();
      handle.apps.push(app);
      return app;
    },
    journalled: () => first.db.collection(EVENT_JOURNAL).countDocuments(),
    close: async () => {
      await first.db.dropDatabase();
      for (const app of handle.apps) await app.close();
      await helperBus.close();
      await testing.deleteBrokerObjects(
        [...Object.values(QUEUES), env.TOKEN_VERSIONS_QUEUE].map((queue) => `${queuePrefix}${queue}`),
        exchange,
      );
    },
  };
  return handle;
}
