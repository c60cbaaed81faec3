import { testing, type ServiceEnv, type ServiceOverrides, type TokenVerifier } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { closedPortUrl, listen } from './listen';

/** A service as its package exports it (`defineService`'s answer): enough to start it in this process. */
export interface StartableService {
  name: string;
  envSchema: { parse(input: unknown): ServiceEnv };
  queueNames(env: ServiceEnv): string[];
  buildApp(env: ServiceEnv, overrides?: ServiceOverrides): Promise<FastifyInstance>;
}

/** The gateway as its package exports it. */
export interface StartableGateway {
  envSchema: { parse(input: unknown): unknown };
  buildGatewayApp(env: never, overrides?: { verifyToken?: TokenVerifier }): Promise<FastifyInstance>;
}

export interface ShopOptions {
  /** Started in this order, each on its own database; each one's URL (`CATALOG_URL`, ...) goes to those after it. */
  services: StartableService[];
  /** The gateway in front, once the services listen; every service not started is a closed port to it. */
  gateway?: StartableGateway;
  /** Tokens signed by a throwaway key for every service and the gateway; else identity's (it must be started). */
  tokens?: testing.TestTokens;
  /** More env per service name ('gateway' too), over the stack's. */
  env?: Record<string, Record<string, string>>;
  /** More overrides per service name, over the stack's (its queue prefix, the test tokens). */
  overrides?: Record<string, ServiceOverrides & Record<string, unknown>>;
}

const SERVICE_URL_VARIABLES = [
  'IDENTITY',
  'CATALOG',
  'CART',
  'PROMO',
  'ORDER',
  'CONTENT',
  'AUDIT',
  'ANALYTICS',
];

/** Rate limits far above what a test sends, unless a test sets its own. */
const GENEROUS_LIMITS = Object.fromEntries(
  ['GLOBAL', 'LOGIN', 'SIGNUP', 'PROMO', 'ORDER', 'REVIEW', 'MESSAGE', 'PASSWORD', 'TRACK'].map((name) => [
    `RATE_LIMIT_${name}_MAX`,
    '100000',
  ]),
);

/**
 * The shop in this process, as production wires it: each service on a database of its own, all on one test
 * exchange with their queues under one prefix, every server on a random port, the gateway in front. The security
 * tests, the gateway's and the order flow's start the part of it they need. `close()` leaves nothing behind on the
 * shared servers: the databases, the services' durable queues (each service names its own) and the exchange.
 */
export class Shop {
  readonly exchange = testing.uniqueName('test.shop');
  readonly prefix = `${testing.uniqueName('shop')}.`;
  readonly gatewayTokenVersionsQueue = testing.uniqueName('gateway.token-versions');
  readonly apps: Record<string, FastifyInstance> = {};
  readonly urls: Record<string, string> = {};
  gatewayApp?: FastifyInstance;
  gatewayUrl = '';
  /** The gateway's env as it was parsed. */
  gatewayEnv: unknown;
  /** Queues a test declared on the stack's exchange (a recorder), deleted with the stack's own. */
  readonly extraQueues: string[] = [];
  private readonly queues: string[] = [];

  constructor(private readonly options: ShopOptions) {}

  /** Sets a service's (or the gateway's) extra env before `start()`. */
  setEnv(name: string, env: Record<string, string>): void {
    this.options.env = { ...this.options.env, [name]: env };
  }

  async start(): Promise<this> {
    const { tokens } = this.options;
    const common: Record<string, string> = {
      MONGO_URL: testing.testMongoUrl,
      AMQP_URL: testing.testAmqpUrl,
      EVENTS_EXCHANGE: this.exchange,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SEED_DEMO_DATA: 'false',
    };
    for (const service of this.options.services) {
      const env = service.envSchema.parse({
        ...common,
        ...this.serviceUrls(),
        MONGO_DB: testing.uniqueName(service.name),
        ...this.options.env?.[service.name],
      });
      this.queues.push(...service.queueNames(env).map((queue) => `${this.prefix}${queue}`));
      this.apps[service.name] = await service.buildApp(env, {
        queuePrefix: this.prefix,
        ...(tokens ? { verifyToken: tokens.verify } : {}),
        ...this.options.overrides?.[service.name],
      });
      this.urls[service.name] = await listen(this.apps[service.name]!);
    }
    if (this.options.gateway) await this.startGateway(this.options.gateway, common);
    return this;
  }

  async close(): Promise<void> {
    await this.gatewayApp?.close();
    for (const app of Object.values(this.apps)) {
      await app.db.dropDatabase().catch(() => undefined);
      // a test may have taken a service or its database away already
      await app.close().catch(() => undefined);
    }
    await testing.deleteBrokerObjects(
      [...this.queues, this.gatewayTokenVersionsQueue, ...this.extraQueues],
      this.exchange,
    );
  }

  private async startGateway(gateway: StartableGateway, common: Record<string, string>): Promise<void> {
    const down = await closedPortUrl();
    const everyServiceDown = Object.fromEntries(SERVICE_URL_VARIABLES.map((name) => [`${name}_URL`, down]));
    this.gatewayEnv = gateway.envSchema.parse({
      ...common,
      ...everyServiceDown,
      ...this.serviceUrls(),
      TOKEN_VERSIONS_QUEUE: this.gatewayTokenVersionsQueue,
      ...GENEROUS_LIMITS,
      ...this.options.env?.gateway,
    });
    const { tokens } = this.options;
    this.gatewayApp = await gateway.buildGatewayApp(
      this.gatewayEnv as never,
      tokens ? { verifyToken: tokens.verify } : {},
    );
    this.gatewayUrl = await listen(this.gatewayApp);
  }

  /** `<NAME>_URL` of every service started so far, and identity's JWKS once it is. */
  private serviceUrls(): Record<string, string> {
    const urls = Object.fromEntries(
      Object.entries(this.urls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url]),
    );
    const identity = this.urls.identity;
    return identity ? { ...urls, JWKS_URL: `${identity}/api/auth/.well-known/jwks.json` } : urls;
  }
}
