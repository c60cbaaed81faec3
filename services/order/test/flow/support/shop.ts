import type { AddressInfo } from 'node:net';
import { testing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from '../../../../../gateway/src/app';
import { gatewayEnvSchema } from '../../../../../gateway/src/env';
import { buildApp as buildCartApp } from '../../../../cart/src/app';
import { cartEnvSchema } from '../../../../cart/src/env';
import { QUEUES as cartQueues } from '../../../../cart/src/events/consumers/queues';
import { buildApp as buildCatalogApp } from '../../../../catalog/src/app';
import { catalogEnvSchema } from '../../../../catalog/src/env';
import { QUEUES as catalogQueues } from '../../../../catalog/src/events/consumers/queues';
import { buildApp as buildPromoApp } from '../../../../promo/src/app';
import { promoEnvSchema } from '../../../../promo/src/env';
import { QUEUES as promoQueues } from '../../../../promo/src/events/consumers/queues';
import { buildApp as buildOrderApp } from '../../../src/app';
import { orderEnvSchema } from '../../../src/env';
import { NO_ADMISSION_LIMIT } from '../../support/admission-limits';
import { QUEUES as orderQueues } from '../../../src/events/consumers/queues';
import { EventRecorder } from '../../support/event-recorder';
import { HttpClient } from './http-client';

const { uniqueName, testMongoUrl, testAmqpUrl, TcpProxy } = testing;

/** Every durable queue the four services declare, before the test's prefix, as the services name them. */
const QUEUES = [catalogQueues, cartQueues, promoQueues, orderQueues].flatMap((queues) =>
  Object.values(queues),
);

/**
 * The real catalog, cart, promo and order services and the gateway in one process, each on its own database,
 * all on one test exchange, listening on random ports. The order service reaches the broker through a TCP
 * proxy, so a test can take the broker away from it alone.
 */
export class Shop {
  readonly exchange = uniqueName('test.flow');
  readonly prefix = `${uniqueName('flow')}.`;
  readonly brokerForOrders = new TcpProxy('127.0.0.1', 5672);
  readonly tokenVersionsQueue = uniqueName('gateway.token-versions');
  readonly apps: Record<'catalog' | 'cart' | 'promo' | 'order' | 'gateway', FastifyInstance> = {} as never;
  tokens!: testing.TestTokens;
  recorder!: EventRecorder;
  /** Shoppers go through the gateway, as the browser does. */
  gateway!: HttpClient;
  /** The back office's setup calls go straight to each service with an admin token. */
  catalog!: HttpClient;
  promo!: HttpClient;
  order!: HttpClient;

  async start(): Promise<this> {
    this.tokens = await testing.createTestTokens();
    const common = {
      MONGO_URL: testMongoUrl,
      AMQP_URL: testAmqpUrl,
      EVENTS_EXCHANGE: this.exchange,
      LOG_LEVEL: 'silent',
    };
    const options = { verifyToken: this.tokens.verify, queuePrefix: this.prefix };
    this.recorder = await new EventRecorder(this.exchange).start();

    // The order service's port is chosen now; only the gateway calls it (decision 026).
    const orderUrl = await closedPortUrl();
    this.apps.catalog = await buildCatalogApp(
      catalogEnvSchema.parse({
        ...common,
        MONGO_DB: uniqueName('catalog'),
        SEED_DEMO_DATA: 'false',
        STOCK_HOLD_SWEEP_MS: '500',
      }),
      options,
    );
    const catalogUrl = await listen(this.apps.catalog);
    this.apps.cart = await buildCartApp(
      cartEnvSchema.parse({ ...common, MONGO_DB: uniqueName('cart'), CATALOG_URL: catalogUrl }),
      options,
    );
    const cartUrl = await listen(this.apps.cart);
    this.apps.promo = await buildPromoApp(
      promoEnvSchema.parse({ ...common, MONGO_DB: uniqueName('promo'), SEED_DEMO_DATA: 'false' }),
      { ...options, outboxPollIntervalMs: 200 },
    );
    const promoUrl = await listen(this.apps.promo);
    await this.brokerForOrders.start();
    this.apps.order = await buildOrderApp(
      orderEnvSchema.parse({
        ...common,
        AMQP_URL: this.brokerForOrders.url(),
        MONGO_DB: uniqueName('order'),
        CATALOG_URL: catalogUrl,
        CART_URL: cartUrl,
        PROMO_URL: promoUrl,
        // races of many shoppers at once test stock, not admission (test/admission.test.ts, decision 031)
        ...NO_ADMISSION_LIMIT,
      }),
      { ...options, outboxPollIntervalMs: 200 },
    );
    await listen(this.apps.order, Number(new URL(orderUrl).port));
    const closed = await closedPortUrl();
    this.apps.gateway = await buildGatewayApp(
      gatewayEnvSchema.parse({
        ...common,
        TOKEN_VERSIONS_QUEUE: this.tokenVersionsQueue,
        IDENTITY_URL: closed,
        CONTENT_URL: closed,
        CATALOG_URL: catalogUrl,
        CART_URL: cartUrl,
        PROMO_URL: promoUrl,
        ORDER_URL: orderUrl,
        RATE_LIMIT_GLOBAL_MAX: '100000',
        RATE_LIMIT_PROMO_MAX: '100000',
        RATE_LIMIT_ORDER_MAX: '100000',
      }),
      { verifyToken: this.tokens.verify },
    );
    this.gateway = new HttpClient(await listen(this.apps.gateway));
    const admin = await this.tokens.admin();
    this.catalog = new HttpClient(catalogUrl, admin);
    this.promo = new HttpClient(promoUrl, admin);
    this.order = new HttpClient(orderUrl, admin);
    return this;
  }

  async close(): Promise<void> {
    const { gateway, ...services } = this.apps;
    await gateway?.close();
    for (const app of Object.values(services)) {
      if (!app) continue;
      await app.db.dropDatabase().catch(() => undefined);
      await app.close();
    }
    await this.recorder?.close();
    await this.brokerForOrders.stop();
    await testing.deleteBrokerObjects(
      [...QUEUES.map((queue) => `${this.prefix}${queue}`), this.tokenVersionsQueue, this.recorder.queue],
      this.exchange,
    );
  }
}

async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A port nothing listens on (yet): identity and content are not part of this flow. */
async function closedPortUrl(): Promise<string> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
