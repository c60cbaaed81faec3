import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installErrorHandler } from './error-handler';
import { installHealthRoutes } from './health';
import { installStrictJsonParser } from './json-body';
import { installOversizedBodyDrain } from './oversized-body';
import { openApiPlugin } from './openapi';
import { installMetrics } from '../metrics/metrics-plugin';
import { installRequestTracing } from '../telemetry/http-tracing';
import { logFileTransport } from '../log-file';
import { logTraceMixin } from '../telemetry/log-mixin';
import { TracedLogController } from '../telemetry/request-log-controller';

export interface CreateAppOptions {
  /** The service name, used in logs and spans. */
  name: string;
  logLevel?: string;
  /** Largest accepted body in bytes (1 MiB unless a route says otherwise). */
  bodyLimit?: number;
  /** Extra Fastify options (e.g. `trustProxy` for the gateway). */
  fastify?: Partial<FastifyServerOptions>;
  /** Serve `GET /metrics` (on unless false: the gateway serves its metrics on a private port). */
  metricsRoute?: boolean;
  /** Where log lines go (stdout, or the rolled files of LOG_FILE, unless given; tests read them). */
  logStream?: { write(line: string): void };
  /** Serve the service's own OpenAPI document at /openapi.json (on unless false, e.g. for the gateway). */
  openapi?: boolean;
}

export type App = FastifyInstance;

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's request id when it is a sane one (so a chain of calls shares it), else a new one. */
export function requestIdFor(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Builds the Fastify instance every server starts from: pino logs carrying the request id and trace id,
 * zod validation and serialization, JSON bodies without duplicate keys, the one error shape, body limits,
 * health routes and tracing.
 */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const logController = new TracedLogController();
  const transport = options.logStream ? undefined : logFileTransport(options.name);
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      base: { service: options.name },
      mixin: logTraceMixin,
      ...(transport ? { transport } : { stream: options.logStream }),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    logController,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: (req) => requestIdFor(req.headers),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // every app reads URLs alike: the gateway forwards paths unchanged to the services' routers
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Start-up waits for the database's indexes and the broker's queues (onReady), which on a busy machine take
    // longer than Fastify's 10 s; the orchestrator's start-up probe is what bounds a start that never ends.
    pluginTimeout: 60_000,
    ...options.fastify,
  }).withTypeProvider<ZodTypeProvider>();

  installRequestTracing(app as unknown as FastifyInstance, options.name, logController);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installStrictJsonParser(app as unknown as FastifyInstance);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  installErrorHandler(app);
  installOversizedBodyDrain(app as unknown as FastifyInstance);
  installHealthRoutes(app);
  installMetrics(app, options.name, { route: options.metricsRoute !== false });
  if (options.openapi !== false) void app.register(openApiPlugin, { name: options.name });
  return app as unknown as FastifyInstance;
}
