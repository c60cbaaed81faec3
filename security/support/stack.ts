import { analyticsService } from '@shop/analytics';
import { auditService } from '@shop/audit';
import { cartService } from '@shop/cart';
import { catalogService } from '@shop/catalog';
import { contentService } from '@shop/content';
import { buildGatewayApp, gatewayEnvSchema } from '@shop/gateway';
import { identityService } from '@shop/identity';
import { orderService } from '@shop/order';
import { promoService } from '@shop/promo';
import { Shop } from '@shop/testing';
import type { FastifyInstance } from 'fastify';
import { Client } from './http';

export const ADMIN = { email: 'admin@security.test', password: 'Admin-Password-1' };
export const CUSTOMER = { email: 'customer@security.test', password: 'Customer-Password-1' };
export const KEY_ENCRYPTION_SECRET = 'security-tests-key-encryption-secret';

export type ServiceName =
  'identity' | 'catalog' | 'cart' | 'promo' | 'order' | 'content' | 'audit' | 'analytics';

export interface StackOptions {
  gatewayEnv?: Record<string, string>;
  identityEnv?: Record<string, string>;
}

/**
 * The whole shop in this process (@shop/testing's Shop), as production wires it: identity signs real tokens and
 * publishes its JWKS, every service and the gateway verify them with it. Tests talk to the gateway only.
 */
export class Stack {
  private readonly shop: Shop;
  /** An anonymous visitor at the gateway; `.withBearer()` / `.withCookie()` for signed-in callers. */
  gateway!: Client;

  constructor(private readonly options: StackOptions = {}) {
    this.shop = new Shop({
      services: [
        identityService,
        catalogService,
        cartService,
        promoService,
        orderService,
        contentService,
        auditService,
        analyticsService,
      ],
      gateway: { envSchema: gatewayEnvSchema, buildGatewayApp },
      // their relays' fallback sweep: the events of a placement go out soon even when the first publish fails
      overrides: { promo: { outboxPollIntervalMs: 200 }, order: { outboxPollIntervalMs: 200 } },
      env: {
        order: {
          // Twenty placements racing for one product and one code take their turns at the database; on a
          // busy shared machine that can pass the 5 s default, and these tests are about outcomes, not speed.
          UPSTREAM_TIMEOUT_MS: '15000',
          // the races test outcomes (one use of a code, no oversold unit), not the admission limit (decision 031)
          PLACEMENT_CONCURRENCY: '1000',
          PLACEMENT_QUEUE: '1000',
          PLACEMENT_MAX_WAIT_MS: '10000',
        },
      },
    });
  }

  /** The stack's queue prefix: every service's durable queues start with it. */
  get prefix(): string {
    return this.shop.prefix;
  }

  get services(): Record<ServiceName, FastifyInstance> {
    return this.shop.apps as Record<ServiceName, FastifyInstance>;
  }

  get urls(): Record<ServiceName, string> {
    return this.shop.urls as Record<ServiceName, string>;
  }

  async start(): Promise<this> {
    // read now: a test fills its env in a hook that runs before this one (an SMTP sink's URL, a closed port)
    this.shop.setEnv('identity', {
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CUSTOMER_EMAIL: CUSTOMER.email,
      DEMO_CUSTOMER_PASSWORD: CUSTOMER.password,
      KEY_ENCRYPTION_SECRET,
      ...this.options.identityEnv,
    });
    this.shop.setEnv('gateway', { ...this.options.gatewayEnv });
    await this.shop.start();
    this.gateway = new Client(this.shop.gatewayUrl);
    return this;
  }

  close(): Promise<void> {
    return this.shop.close();
  }
}

/** Starts one stack for a test file and closes it after. */
export function useStack(options: StackOptions = {}): Stack {
  const stack = new Stack(options);
  beforeAll(() => stack.start(), 60_000);
  afterAll(() => stack.close(), 60_000);
  return stack;
}
