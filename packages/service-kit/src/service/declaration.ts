import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Db } from 'mongodb';
import type { z } from 'zod';
import type { AuthPluginOptions } from '../auth/auth-plugin';
import type { ServiceEnv } from '../config/env';
import type { Subscription } from '../events/consumer';
import type { OutboxRelay } from '../events/outbox';
import type { IndexDeclaration } from '../mongo/mongo';
import type { RetentionRule } from '../mongo/retention';
import type { ServiceOverrides } from './overrides';
import type { Worker } from './worker';

/** What a service's parts are built from: its env, the kit's connections, the test's overrides. */
export interface ServiceContext<Env extends ServiceEnv = ServiceEnv, Extra extends object = object> {
  app: FastifyInstance;
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
  outbox: OutboxRelay;
  clock: () => Date;
  /** A durable queue's full name (a test's `queuePrefix`, else the env's `QUEUE_PREFIX`, before it). */
  queue(name: string): string;
  overrides: ServiceOverrides & Extra;
}

/** The dependencies every service's `subscriptions(deps)` receives beside its own (docs/service-conventions.md). */
export interface SubscriptionDeps {
  queue(name: string): string;
  log: FastifyBaseLogger;
}

/**
 * One service, declared: what the kit wires the same way everywhere (database, broker, outbox, auth, queues,
 * start and close) is named here; what is the service's own is built by `deps` and used by the rest.
 */
export interface ServiceDeclaration<Env extends ServiceEnv, Deps extends object, Extra extends object> {
  name: string;
  env: z.ZodType<Env>;
  /** The service's durable queues (`QUEUES` of events/consumers/queues.ts), which test stacks delete after. */
  queues?: Readonly<Record<string, string>>;
  indexes?: IndexDeclaration[];
  /** Collections whose documents carry pending events. */
  outbox?: string[];
  retention?: RetentionRule[];
  /** Extra Fastify options from the env (identity's `trustProxy`). */
  fastify?: (env: Env) => Partial<FastifyServerOptions>;
  /**
   * How callers are verified: 'service' = identity's JWKS and the token-version check (`serviceAuth`), or the
   * service's own (identity, which holds the keys); none for a service without authenticated routes.
   */
  auth?: 'service' | ((context: ServiceContext<Env, Extra>, deps: Deps) => AuthPluginOptions);
  /** Env variables whose development default must not reach production: a warning at start when still set. */
  devSecrets?: Record<string, string>;
  /** The service's own objects (stores, clients, use cases), built once the database is connected. */
  deps: (context: ServiceContext<Env, Extra>) => Deps | Promise<Deps>;
  /** Registers the routes (under /api as the specs' tables say). */
  routes?: (app: FastifyInstance, deps: Deps, context: ServiceContext<Env, Extra>) => unknown;
  /** Demo data, idempotent, written before the app is ready when `SEED_DEMO_DATA` is true. */
  seed?: (deps: Deps, context: ServiceContext<Env, Extra>) => unknown;
  /** Start-up work before the consumers attach (backfills, settings created once). */
  prepare?: (deps: Deps, context: ServiceContext<Env, Extra>) => unknown;
  subscriptions?: (deps: Deps & SubscriptionDeps) => Subscription[];
  /** Started after the consumers attach, in order; stopped in reverse before the connections close. */
  workers?: (deps: Deps, context: ServiceContext<Env, Extra>) => Worker[];
  /** Releases what `deps` opened (an SMTP pool) once the app has closed. */
  close?: (deps: Deps) => unknown;
}

export interface BuiltService<Deps> {
  app: FastifyInstance;
  /** The service's own objects, for tests that look inside (a store, the read cache). */
  deps: Deps;
}

export interface ServiceDefinition<Env extends ServiceEnv, Deps extends object, Extra extends object> {
  name: string;
  envSchema: z.ZodType<Env>;
  /** Reads the env once at start-up; a bad variable stops the process naming it. */
  loadEnv(source?: NodeJS.ProcessEnv): Env;
  /** The queues this service declares on the broker with `env` (before a test's prefix). */
  queueNames(env: Env): string[];
  build(env: Env, overrides?: ServiceOverrides & Extra): Promise<BuiltService<Deps>>;
  buildApp(env: Env, overrides?: ServiceOverrides & Extra): Promise<FastifyInstance>;
}
