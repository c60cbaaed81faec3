import type { FastifyInstance } from 'fastify';
import { authPlugin, type AuthPluginOptions } from '../auth/auth-plugin';
import { serviceAuth } from '../auth/service-auth';
import { loadEnv, type ServiceEnv } from '../config/env';
import { createApp } from '../http/create-app';
import { infrastructurePlugin } from '../server/infrastructure';
import type { BuiltService, ServiceContext, ServiceDeclaration, ServiceDefinition } from './declaration';
import type { ServiceOverrides } from './overrides';

/**
 * A service from its declaration (docs/service-conventions.md, decision 033): the kit builds every service in one
 * order — createApp, the infrastructure plugin, `deps`, auth, `routes`, the demo `seed`; on ready `prepare`, the
 * subscriptions, the workers; at close the workers in reverse, then `close`.
 */
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
