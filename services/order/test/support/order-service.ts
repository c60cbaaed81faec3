import type { CatalogQuoteProduct, Order, PlaceOrderInput, TaxShippingInput } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { testEnvOf } from '@shop/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from 'mongodb';
import { orderService } from '../../src/app';
import { ORDERS, type OrderDocument } from '../../src/domain/order-document';
import { NO_ADMISSION_LIMIT } from './admission-limits';
import { QUEUES } from '../../src/events/consumers/queues';
import { CartStandIn } from './cart-stand-in';
import { CatalogStandIn } from './catalog-stand-in';
import { EventRecorder } from './event-recorder';
import { buildCartItem, buildPlaceOrderBody, buildQuoteProduct, newSessionId } from './factories';
import { PromoStandIn } from './promo-stand-in';

export interface OrderServiceOptions {
  /** The broker the service itself talks to (a proxy in the outage tests). */
  amqpUrl?: string;
  upstreamTimeoutMs?: number;
  seed?: boolean;
  /** The relay's fallback sweep (100 ms unless a test wants to show that nothing waits for it). */
  outboxPollIntervalMs?: number;
  /** When orders are placed (their `createdAt`); the analytics comparison places them on several days. */
  clock?: () => Date;
  /** More of the service's environment (e.g. the admission limits, decision 031). */
  env?: Record<string, string>;
  /** Tax and shipping settings an admin saves once the service is up. */
  taxShipping?: TaxShippingInput;
}

/** One line of a test's cart: a product the catalog stand-in knows (price, title, options), its quantity and stock. */
export type CartLine = Partial<CatalogQuoteProduct> & { quantity?: number; stock?: number };

/** The order service for the tests of one `describe`: started before them, closed after. */
export function orderTestBed(options: OrderServiceOptions = {}): OrderServiceHarness {
  const service = new OrderServiceHarness();
  beforeAll(() => service.start(options));
  afterAll(() => service.close());
  return service;
}

/**
 * The order service on its own database and exchange, with the catalog, cart and promo played by tiny real
 * HTTP servers, and a recorder of what it publishes.
 */
export class OrderServiceHarness {
  readonly catalog = new CatalogStandIn();
  readonly cart = new CartStandIn();
  readonly promo = new PromoStandIn();
  readonly exchange = testing.uniqueName('test.order');
  readonly dbName = testing.uniqueName('order');
  readonly queuePrefix = `${testing.uniqueName('t')}.`;
  app!: FastifyInstance;
  tokens!: testing.TestTokens;
  recorder!: EventRecorder;

  get db(): Db {
    return this.app.db;
  }

  get orders() {
    return this.db.collection<OrderDocument>(ORDERS);
  }

  async start(options: OrderServiceOptions = {}): Promise<this> {
    await Promise.all([this.catalog.start(), this.cart.start(), this.promo.start()]);
    this.tokens = await testing.createTestTokens();
    this.recorder = await new EventRecorder(this.exchange).start();
    this.app = await orderService.buildApp(
      testEnvOf(orderService, {
        MONGO_DB: this.dbName,
        AMQP_URL: options.amqpUrl ?? testing.testAmqpUrl,
        EVENTS_EXCHANGE: this.exchange,
        CATALOG_URL: this.catalog.url,
        CART_URL: this.cart.url,
        PROMO_URL: this.promo.url,
        UPSTREAM_TIMEOUT_MS: String(options.upstreamTimeoutMs ?? 2000),
        PLACEMENT_SWEEP_MS: '200',
        SEED_DEMO_DATA: options.seed ? 'true' : 'false',
        // tests that fire many placements at once are about something else; admission.test.ts sets its limits
        ...NO_ADMISSION_LIMIT,
        ...options.env,
      }),
      {
        verifyToken: this.tokens.verify,
        queuePrefix: this.queuePrefix,
        outboxPollIntervalMs: options.outboxPollIntervalMs ?? 100,
        clock: options.clock,
      },
    );
    await this.app.ready();
    if (options.taxShipping) {
      expect((await this.asAdmin('POST', '/api/taxShipping', options.taxShipping)).statusCode).toBe(201);
    }
    return this;
  }

  async close(): Promise<void> {
    await this.db.dropDatabase().catch(() => undefined);
    await this.app.close();
    await this.recorder.close();
    await Promise.all([this.catalog.close(), this.cart.close(), this.promo.close()]);
    await testing.deleteBrokerObjects(
      [this.recorder.queue, ...Object.values(QUEUES).map((queue) => `${this.queuePrefix}${queue}`)],
      this.exchange,
    );
  }

  /**
   * A new session whose cart holds the `lines` (one of a default product when none), each product put in the
   * catalog stand-in; answers the session's id.
   */
  cartOf(...lines: CartLine[]): string {
    const sessionId = newSessionId();
    const items = (lines.length ? lines : [{}]).map(({ quantity = 1, stock, ...product }) =>
      buildCartItem(this.catalog.put(buildQuoteProduct(product), stock), { quantity }),
    );
    this.cart.put(sessionId, items);
    return sessionId;
  }

  /** The order body for a new cart of one `line`, with the rest of the body (shipping, promo code, language). */
  bodyWithCart(line: CartLine = {}, body: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
    return buildPlaceOrderBody({ sessionId: this.cartOf(line), ...body });
  }

  /** Places an order for a new cart of one `line` and answers the order it stored (a 201, or the test fails). */
  async placed(
    line: CartLine = {},
    body: Partial<PlaceOrderInput> = {},
    headers: Record<string, string> = {},
  ): Promise<Order> {
    const response = await this.placeOrder(this.bodyWithCart(line, body), headers);
    expect(response.statusCode).toBe(201);
    return response.json() as Order;
  }

  placeOrder(body: PlaceOrderInput, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers });
  }

  async asAdmin(
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const token = await this.tokens.admin();
    return this.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  }
}
