import type { InjectOptions, LightMyRequestResponse, FastifyInstance } from 'fastify';
import { EventBus, testing, type EventEnvelope } from '@shop/service-kit';
import { injectAs, testEnvOf } from '@shop/testing';
import { auditService } from '../../src/app';
import { QUEUES } from '../../src/events/consumers/queues';

const { uniqueName, testAmqpUrl, createTestTokens } = testing;

export interface AuditTestApp {
  app: FastifyInstance;
  /** Calls as an admin (Bearer token), a customer, or anonymously. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  asCustomer(options: InjectOptions): Promise<LightMyRequestResponse>;
  anonymous(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Treats this user's tokens as revoked (logged out, demoted or deleted), or not any more. */
  setRevoked(userId: string, revoked: boolean): void;
  /** Publishes on the app's exchange, as a service's outbox relay would. */
  publish(...events: EventEnvelope[]): Promise<void>;
  /** Stops the app and starts it again on the same database, exchange and queue (a restart, a replica). */
  restart(): Promise<void>;
  /** Drops the database, closes the app and removes the queue and exchanges. */
  close(): Promise<void>;
}

/** The real audit service on a database, an exchange and a queue of its own on the shared servers. */
export async function startAuditApp(): Promise<AuditTestApp> {
  const tokens = await createTestTokens();
  const exchange = uniqueName('audit.events');
  const queuePrefix = `${uniqueName('test')}.`;
  const env = testEnvOf(auditService, {
    EVENTS_EXCHANGE: exchange,
  });
  const revoked = new Set<string>();
  const isRevoked = (claims: { userId: string }) => revoked.has(claims.userId);
  const start = async () => {
    const app = await auditService.buildApp(env, { verifyToken: tokens.verify, isRevoked, queuePrefix });
    await app.ready();
    return app;
  };
  const app = await start();
  const helperBus = new EventBus({ url: testAmqpUrl, exchange, logger: app.log });
  await helperBus.start();
  const adminToken = await tokens.admin();
  const customerToken = await tokens.customer();
  const handle: AuditTestApp = {
    app,
    asAdmin: injectAs(() => handle.app, adminToken),
    asCustomer: injectAs(() => handle.app, customerToken),
    anonymous: (options) => handle.app.inject(options),
    setRevoked: (userId, value) => void (value ? revoked.add(userId) : revoked.delete(userId)),
    publish: (...events) => helperBus.publish(events),
    restart: async () => {
      await handle.app.close();
      handle.app = await start();
    },
    close: async () => {
      await handle.app.db.dropDatabase();
      await handle.app.close();
      await helperBus.close();
      await testing.deleteBrokerObjects(
        [...Object.values(QUEUES), env.TOKEN_VERSIONS_QUEUE].map((queue) => `${queuePrefix}${queue}`),
        exchange,
      );
    },
  };
  return handle;
}
