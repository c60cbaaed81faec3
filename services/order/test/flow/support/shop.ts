import { cartService } from '@shop/cart';
import { catalogService } from '@shop/catalog';
import { buildGatewayApp, gatewayEnvSchema } from '@shop/gateway';
import { promoService } from '@shop/promo';
import { testing } from '@shop/service-kit';
import { Shop as InProcessShop } from '@shop/testing';
import { orderService } from '../../../src/app';
import { NO_ADMISSION_LIMIT } from '../../support/admission-limits';
import { EventRecorder } from '../../support/event-recorder';
import { HttpClient } from './http-client';

/**
 * The real catalog, cart, promo and order services and the gateway in one process (@shop/testing's Shop), each
 * on its own database, all on one test exchange, listening on random ports. The order service reaches the broker
 * through a TCP proxy, so a test can take the broker away from it alone.
 */
export class Shop {
  readonly brokerForOrders = new testing.TcpProxy('127.0.0.1', 5672);
  private shop!: InProcessShop;
  tokens!: testing.TestTokens;
  recorder!: EventRecorder;
  /** Shoppers go through the gateway, as the browser does. */
  gateway!: HttpClient;
  /** The back office's setup calls go straight to each service with an admin token. */
  catalog!: HttpClient;
  promo!: HttpClient;
  order!: HttpClient;

  get exchange(): string {
    return this.shop.exchange;
  }

  /** Every durable queue of the four services starts with it. */
  get prefix(): string {
    return this.shop.prefix;
  }

  async start(): Promise<this> {
    this.tokens = await testing.createTestTokens();
    await this.brokerForOrders.start();
    this.shop = new InProcessShop({
      services: [catalogService, cartService, promoService, orderService],
      gateway: { envSchema: gatewayEnvSchema, buildGatewayApp },
      tokens: this.tokens,
      // their relays' fallback sweep: the events of a placement go out soon even when the first publish fails
      overrides: { promo: { outboxPollIntervalMs: 200 }, order: { outboxPollIntervalMs: 200 } },
      env: {
        catalog: { STOCK_HOLD_SWEEP_MS: '500' },
        // races of many shoppers at once test stock, not admission (test/admission.test.ts, decision 031)
        order: { AMQP_URL: this.brokerForOrders.url(), ...NO_ADMISSION_LIMIT },
      },
    });
    this.recorder = await new EventRecorder(this.shop.exchange).start();
    this.shop.extraQueues.push(this.recorder.queue);
    await this.shop.start();
    this.gateway = new HttpClient(this.shop.gatewayUrl);
    const admin = await this.tokens.admin();
    this.catalog = new HttpClient(this.shop.urls.catalog!, admin);
    this.promo = new HttpClient(this.shop.urls.promo!, admin);
    this.order = new HttpClient(this.shop.urls.order!, admin);
    return this;
  }

  async close(): Promise<void> {
    await this.recorder?.close();
    await this.shop.close();
    await this.brokerForOrders.stop();
  }
}
