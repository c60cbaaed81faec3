import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a dependency that must answer for `/readyz` to say ready (MongoDB, RabbitMQ, ...). */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
  }
}

/**
 * `/healthz` says the process is alive; `/readyz` says whether its dependencies answer, naming the ones that
 * do not, so an orchestrator stops routing to a replica that cannot serve.
 */
export function installHealthRoutes(app: FastifyInstance): void {
  const checks = new Map<string, ReadinessCheck>();
  app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
    checks.set(name, check);
  });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const results = await Promise.all(
      [...checks].map(async ([name, check]) => [name, await withTimeout(check(), 2000)] as const),
    );
    const failing = results.filter(([, ok]) => !ok).map(([name]) => name);
    const dependencies = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'up' : 'down']));
    if (failing.length > 0) {
      return reply.status(503).send({
        status: 'unavailable',
        error: `Not ready: ${failing.join(', ')} unreachable`,
        code: 'NOT_READY',
        dependencies,
      });
    }
    return { status: 'ready', dependencies };
  });
}

async function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
