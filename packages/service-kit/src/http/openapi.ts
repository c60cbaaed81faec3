import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/openapi.json';

/** How a caller proves who they are: the browser's httpOnly cookie, or a bearer token (same JWT). */
export const SECURITY_SCHEMES = {
  cookieAuth: { type: 'apiKey', in: 'cookie', name: 'authToken' },
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
} as const;

export interface OpenApiOptions {
  /** The service name: the document's title. */
  name: string;
}

/**
 * The service's own OpenAPI 3.1 document at `GET /openapi.json`, generated from the zod schemas its routes
 * already validate with, so it cannot drift from what the service accepts. It lives on the service port only:
 * the gateway does not route it, but merges these documents into the public one at `/api/docs/openapi.json`.
 * Must be registered before the routes (it collects them in an onRoute hook).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: `${options.name} service`, version: '1.0.0' },
        components: { securitySchemes: { ...SECURITY_SCHEMES } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // Built on first request (every route is known by then) and kept: routes do not change at run time.
    let document: string | undefined;
    app.get(OPENAPI_PATH, { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    });
  },
  { name: 'shop-openapi' },
);
