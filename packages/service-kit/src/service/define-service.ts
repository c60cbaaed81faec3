import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Db } from 'mongodb';
import type { z } from 'zod';
import { authPlugin, type AuthPluginOptions } from '../auth/auth-plugin';
import { serviceAuth } from '../auth/service-auth';
import { loadEnv, type ServiceEnv } from '../config/env';
import type { Subscription } from '../events/consumer';
import type { OutboxRelay } from '../events/outbox';
import { createApp } from '../http/create-app';
import type { IndexDeclaration } from '../mongo/mongo';
import type { RetentionRule } from '../mongo/retention';
import { infrastructurePlugin } from '../server/infrastructure';
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

export function defineService<Env extends ServiceEnv, Deps extends object, Extra extends object = object>(
  declaration: ServiceDeclaration<Env, Deps, Extra>,
): ServiceDefinition<Env, Deps, Extra> {
  const build = async (env: Env, overrides = {} as ServiceOverrides & Extra): Promise<BuiltService<Deps>> => {
    const { name } = declaration;
    const app = createApp({ name, logLevel: env.LOG_LEVEL, fastify: declaration.fastify?.(env) });
    await app.register(infrastructurePlugin, {
      mongoUrl: env.MONGO_URL,
      dbName: env.MONGO_DB,
      amqpUrl: env.AMQP_URL,
      exchange: env.EVENTS_EXCHANGE,
      indexes: declaration.indexes,
      outboxCollections: declaration.outbox,
      outboxPollIntervalMs: overrides.outboxPollIntervalMs,
      retention: declaration.retention,
    });
    warnOfDevSecrets(app, env, declaration.devSecrets);
    const prefix = overrides.queuePrefix ?? env.QUEUE_PREFIX ?? '';
    const context: ServiceContext<Env, Extra> = {
      app,
      env,
      db: app.db,
      log: app.log,
      outbox: app.outbox,
      clock: overrides.clock ?? (() => new Date()),
      queue: (queueName) => `${prefix}${queueName}`,
      overrides,
    };
    const deps = await declaration.deps(context);
    if (declaration.auth) await app.register(authPlugin, authOptions(declaration.auth, context, deps));
    await declaration.routes?.(app, deps, context);
    // Before the app is ready, and outside its start-up hooks' time limit: the demo shop is there from the first request.
    if (env.SEED_DEMO_DATA === true) await declaration.seed?.(deps, context);

    const workers = declaration.workers?.(deps, context) ?? [];
    app.addHook('onReady', async () => {
      await declaration.prepare?.(deps, context);
      for (const subscription of declaration.subscriptions?.({
        ...deps,
        queue: context.queue,
        log: app.log,
      }) ?? []) {
        await app.bus.subscribe(subscription);
      }
      // after the consumers attach, so no change made while a worker loads is missed
      for (const worker of workers) await worker.start();
    });
    app.addHook('preClose', async () => {
      for (const worker of [...workers].reverse()) await worker.stop();
    });
    if (declaration.close) app.addHook('onClose', async () => void (await declaration.close?.(deps)));
    return { app, deps };
  };
  return {
    name: declaration.name,
    envSchema: declaration.env,
    loadEnv: (source = process.env) => loadEnv(declaration.env, source),
    queueNames: (env) => {
      const tokenVersions = (env as { TOKEN_VERSIONS_QUEUE?: string }).TOKEN_VERSIONS_QUEUE;
      return [...Object.values(declaration.queues ?? {}), ...(tokenVersions ? [tokenVersions] : [])];
    },
    build,
    buildApp: async (env, overrides) => (await build(env, overrides)).app,
  };
}

function authOptions<Env extends ServiceEnv, Deps extends object, Extra extends object>(
  auth: NonNullable<ServiceDeclaration<Env, Deps, Extra>['auth']>,
  context: ServiceContext<Env, Extra>,
  deps: Deps,
): AuthPluginOptions {
  if (auth !== 'service') return auth(context, deps);
  const env = context.env as unknown as Parameters<typeof serviceAuth>[1]['env'] & {
    TOKEN_VERSIONS_QUEUE: string;
  };
  return serviceAuth(context.app, {
    env,
    tokenVersionsQueue: context.queue(env.TOKEN_VERSIONS_QUEUE),
    verifyToken: context.overrides.verifyToken,
    isRevoked: context.overrides.isRevoked,
  });
}

function warnOfDevSecrets(app: FastifyInstance, env: ServiceEnv, secrets: Record<string, string> = {}): void {
  for (const [variable, devDefault] of Object.entries(secrets)) {
    if ((env as unknown as Record<string, unknown>)[variable] === devDefault) {
      app.log.warn(`${variable} is the development default: set a secret of your own outside local use`);
    }
  }
}
