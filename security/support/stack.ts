import type { AddressInfo } from 'node:net';
import { testing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from '../../gateway/src/app';
import { gatewayEnvSchema } from '../../gateway/src/env';
import { buildApp as buildAnalyticsApp } from '../../services/analytics/src/app';
import { analyticsEnvSchema } from '../../services/analytics/src/env';
import { buildApp as buildAuditApp } from '../../services/audit/src/app';
import { auditEnvSchema } from '../../services/audit/src/env';
import { buildApp as buildCartApp } from '../../services/cart/src/app';
import { cartEnvSchema } from '../../services/cart/src/env';
import { buildApp as buildCatalogApp } from '../../services/catalog/src/app';
import { catalogEnvSchema } from '../../services/catalog/src/env';
import { buildApp as buildContentApp } from '../../services/content/src/app';
import { contentEnvSchema } from '../../services/content/src/env';
import { buildApp as buildIdentityApp } from '../../services/identity/src/app';
import { identityEnvSchema } from '../../services/identity/src/env';
import { buildApp as buildOrderApp } from '../../services/order/src/app';
import { orderEnvSchema } from '../../services/order/src/env';
import { buildApp as buildPromoApp } from '../../services/promo/src/app';
import { promoEnvSchema } from '../../services/promo/src/env';
import { QUEUES as analyticsQueues } from '../../services/analytics/src/events/consumers/queues';
import { QUEUES as auditQueues } from '../../services/audit/src/events/consumers/queues';
import { QUEUES as cartQueues } from '../../services/cart/src/events/consumers/queues';
import { QUEUES as catalogQueues } from '../../services/catalog/src/events/consumers/queues';
import { QUEUES as orderQueues } from '../../services/order/src/events/consumers/queues';
import { QUEUES as promoQueues } from '../../services/promo/src/events/consumers/queues';
import { Client } from './http';

const { uniqueName, testMongoUrl, testAmqpUrl } = testing;

export const ADMIN = { email: 'admin@security.test', password: 'Admin-Password-1' };
export const CUSTOMER = { email: 'customer@security.test', password: 'Customer-Password-1' };
export const KEY_ENCRYPTION_SECRET = 'security-tests-key-encryption-secret';

/**
 * The durable queues the services declare, before the stack's prefix (the gateway's has its own name), taken from
 * the services themselves: a queue missing from a list of our own would outlive every run. Quorum queues each
 * hold file handles of the broker's budget, and enough of them left behind stop it accepting connections.
 */
const QUEUES = [catalogQueues, cartQueues, promoQueues, orderQueues, auditQueues, analyticsQueues].flatMap(
  (queues) => Object.values(queues),
);

/** Rate limits far above what a test sends, unless a test sets its own. */
const GENEROUS_LIMITS = Object.fromEntries(
  ['GLOBAL', 'LOGIN', 'SIGNUP', 'PROMO', 'ORDER', 'REVIEW', 'MESSAGE', 'PASSWORD', 'TRACK'].map((name) => [
    `RATE_LIMIT_${name}_MAX`,
    '100000',
  ]),
);

export type ServiceName =
  'identity' | 'catalog' | 'cart' | 'promo' | 'order' | 'content' | 'audit' | 'analytics';

export interface StackOptions {
  gatewayEnv?: Record<string, string>;
  identityEnv?: Record<string, string>;
}

/**
 * The whole shop in this process, as production wires it: identity signs real tokens and publishes its JWKS,
 * every service and the gateway verify them with it; catalog, cart, promo, order and content each on their own
 * database; everyone on one test exchange; every server on a random port. Tests talk to the gateway only.
 */
export class Stack {
  readonly exchange = uniqueName('test.security');
  readonly prefix = `${uniqueName('sec')}.`;
  readonly tokenVersionsQueue = uniqueName('gateway.token-versions');
  readonly services = {} as Record<ServiceName, FastifyInstance>;
  gatewayApp!: FastifyInstance;
  /** An anonymous visitor at the gateway; `.withBearer()` / `.withCookie()` for signed-in callers. */
  gateway!: Client;
  urls = {} as Record<ServiceName, string>;

  constructor(private readonly options: StackOptions = {}) {}

  async start(): Promise<this> {
    const common = {
      MONGO_URL: testMongoUrl,
      AMQP_URL: testAmqpUrl,
      EVENTS_EXCHANGE: this.exchange,
      LOG_LEVEL: process.env.SEC_LOG ?? 'silent',
    };
    this.services.identity = await buildIdentityApp(
      identityEnvSchema.parse({
        ...common,
        MONGO_DB: uniqueName('identity'),
        SEED_DEMO_DATA: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_CUSTOMER_EMAIL: CUSTOMER.email,
        DEMO_CUSTOMER_PASSWORD: CUSTOMER.password,
        KEY_ENCRYPTION_SECRET,
        ...this.options.identityEnv,
      }),
    );
    this.urls.identity = await listen(this.services.identity);
    const verified = {
      ...common,
      JWKS_URL: `${this.urls.identity}/api/auth/.well-known/jwks.json`,
      IDENTITY_URL: this.urls.identity,
    };
    const queues = { queuePrefix: this.prefix };

    this.services.catalog = await buildCatalogApp(
      catalogEnvSchema.parse({ ...verified, MONGO_DB: uniqueName('catalog'), SEED_DEMO_DATA: 'false' }),
      queues,
    );
    this.urls.catalog = await listen(this.services.catalog);
    this.services.cart = await buildCartApp(
      cartEnvSchema.parse({ ...common, MONGO_DB: uniqueName('cart'), CATALOG_URL: this.urls.catalog }),
      queues,
    );
    this.urls.cart = await listen(this.services.cart);
    this.services.promo = await buildPromoApp(
      promoEnvSchema.parse({ ...verified, MONGO_DB: uniqueName('promo') }),
      { ...queues, outboxPollIntervalMs: 200 },
    );
    this.urls.promo = await listen(this.services.promo);
    this.services.order = await buildOrderApp(
      orderEnvSchema.parse({
        ...verified,
        MONGO_DB: uniqueName('order'),
        // Twenty placements racing for one product and one code take their turns at the database; on a
        // busy shared machine that can pass the 5 s default, and these tests are about outcomes, not speed.
        UPSTREAM_TIMEOUT_MS: '15000',
        // the races test outcomes (one use of a code, no oversold unit), not the admission limit (decision 031)
        PLACEMENT_CONCURRENCY: '1000',
        PLACEMENT_QUEUE: '1000',
        PLACEMENT_MAX_WAIT_MS: '10000',
        CATALOG_URL: this.urls.catalog,
        CART_URL: this.urls.cart,
        PROMO_URL: this.urls.promo,
      }),
      { ...queues, outboxPollIntervalMs: 200 },
    );
    this.urls.order = await listen(this.services.order);
    this.services.content = buildContentApp(
      contentEnvSchema.parse({
        ...verified,
        MONGO_DB: uniqueName('content'),
        SEED_DEMO_DATA: 'false',
        TOKEN_VERSIONS_QUEUE: `${this.prefix}content.token-versions`,
      }),
    );
    this.urls.content = await listen(this.services.content);
    this.services.audit = buildAuditApp(
      auditEnvSchema.parse({ ...verified, MONGO_DB: uniqueName('audit') }),
      queues,
    );
    this.urls.audit = await listen(this.services.audit);
    this.services.analytics = buildAnalyticsApp(
      analyticsEnvSchema.parse({ ...verified, MONGO_DB: uniqueName('analytics') }),
      queues,
    );
    this.urls.analytics = await listen(this.services.analytics);

    this.gatewayApp = await buildGatewayApp(
      gatewayEnvSchema.parse({
        ...verified,
        TOKEN_VERSIONS_QUEUE: this.tokenVersionsQueue,
        IDENTITY_URL: this.urls.identity,
        CATALOG_URL: this.urls.catalog,
        CART_URL: this.urls.cart,
        PROMO_URL: this.urls.promo,
        ORDER_URL: this.urls.order,
        CONTENT_URL: this.urls.content,
        AUDIT_URL: this.urls.audit,
        ANALYTICS_URL: this.urls.analytics,
        ...GENEROUS_LIMITS,
        ...this.options.gatewayEnv,
      }),
    );
    this.gateway = new Client(await listen(this.gatewayApp));
    return this;
  }

  async close(): Promise<void> {
    await this.gatewayApp?.close();
    for (const app of Object.values(this.services)) {
      await app.db.dropDatabase().catch(() => undefined);
      // a test may have taken a service or its database away already
      await app.close().catch(() => undefined);
    }
    await testing.deleteBrokerObjects(
      [...QUEUES.map((queue) => `${this.prefix}${queue}`), this.tokenVersionsQueue],
      this.exchange,
    );
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Starts one stack for a test file and closes it after. */
export function useStack(options: StackOptions = {}): Stack {
  const stack = new Stack(options);
  beforeAll(() => stack.start(), 60_000);
  afterAll(() => stack.close(), 60_000);
  return stack;
}
