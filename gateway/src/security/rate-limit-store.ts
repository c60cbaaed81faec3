import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { Counter, Gauge } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from '@shop/service-kit';

/* eslint-disable @typescript-eslint/no-require-imports -- the library's own stores, which it does not export */
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor;
/* eslint-enable @typescript-eslint/no-require-imports */

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;
interface LibraryStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
}
type StoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => LibraryStore;

/** What @fastify/rate-limit hands a store's `child`: the limiter's options, with the name we give each. */
export interface LimiterOptions {
  limiterName?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

export interface SharedStoreOptions {
  url: string;
  /** Prefix of every key, so stacks sharing one Redis count apart. */
  prefix: string;
  /** Keys each in-memory fallback keeps at most. */
  cache: number;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

export interface SharedStore {
  /** For @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  redis: Redis;
  close(): Promise<void>;
}

/**
 * The rate limits' counters in Redis (the library's own RedisStore, one atomic script per request), so every
 * gateway replica counts the same client against one budget. When Redis does not answer (down, unreachable, or
 * slower than 250 ms), each limiter counts in the library's in-memory store instead: per replica, the way all
 * counting worked before, so N replicas let a client through up to N times the limit until Redis is back. The
 * switch is logged once each way (warn, then info), `gateway_rate_limit_store_up` says whether the connection is
 * up, and `gateway_rate_limit_fallback_total` counts the decisions taken in memory (also those of a single command
 * that failed or ran past the timeout while the connection stayed up).
 */
export function createSharedStore(options: SharedStoreOptions): SharedStore {
  const { log } = options;
  const up = new Gauge({
    name: 'gateway_rate_limit_store_up',
    help: 'Whether the rate limits are counted in the shared store (1) or, while it is down, per replica in memory (0)',
    registers: [options.metrics.registry],
  });
  const fallbacks = new Counter({
    name: 'gateway_rate_limit_fallback_total',
    help: "Rate-limit decisions counted in this replica's memory because the shared store did not answer",
    registers: [options.metrics.registry],
  });
  const redis = new Redis(options.url, {
    // a command while disconnected fails at once (the request is counted in memory) instead of waiting in a queue
    enableOfflineQueue: false,
    // the scripts of the requests that arrive in one tick leave in one write (fewer syscalls under load)
    enableAutoPipelining: true,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    // reconnect for ever, at most every 2 s
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let shared = false;
  const mark = (nowShared: boolean, reason?: string) => {
    up.set(nowShared ? 1 : 0);
    if (nowShared === shared) return;
    shared = nowShared;
    if (nowShared) log.info('rate limits are counted in the shared store again');
    else log.warn({ reason }, 'rate-limit store unavailable: each gateway replica counts in its own memory');
  };
  // A command that fails on a connection that is up (slower than the timeout on a busy machine) is counted in
  // memory alone: the gauge follows the connection, and such failures are logged at most once a minute.
  let lastCommandWarning = 0;
  const commandFailed = (error: Error) => {
    if (Date.now() - lastCommandWarning < 60_000) return;
    lastCommandWarning = Date.now();
    log.warn({ reason: error.message }, 'rate-limit store did not answer in time: counted in memory');
  };
  up.set(0);
  redis.on('ready', () => mark(true));
  redis.on('error', (error: Error) => mark(false, error.message));
  redis.on('close', () => mark(false, 'connection closed'));

  class Store {
    private readonly shared: LibraryStore;
    private readonly local: LibraryStore;

    constructor(params: LimiterOptions) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      const name = params.limiterName ?? 'default';
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, `${options.prefix}${name}:`);
      this.local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const inMemory = () => {
        fallbacks.inc();
        this.local.incr(key, done, timeWindow, max);
      };
      if (redis.status !== 'ready') return inMemory();
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          commandFailed(error);
          inMemory();
        },
        timeWindow,
        max,
      );
    }

    child(params: LimiterOptions): Store {
      return new Store(params);
    }
  }

  return {
    // the library hands each store its limiter's options, which carry our `limiterName`
    Store: Store as unknown as FastifyRateLimitStoreCtor,
    redis,
    close: async () => {
      redis.disconnect();
    },
  };
}
