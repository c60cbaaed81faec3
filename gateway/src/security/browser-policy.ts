import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import type { BrowserHeaderSets } from './security-headers';

/**
 * Security headers on every answer (pages and API each with their own content security policy), and CORS
 * only for our front-end origins (the remotes run on their own origins and call the API with credentials).
 */
export async function registerBrowserPolicy(
  app: FastifyInstance,
  frontendOrigins: string[],
  { page, api }: BrowserHeaderSets,
): Promise<void> {
  // Set on the reply (kept on error answers too), so that Node writes all headers in one pass.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiPath(request.url) ? api : page;
    for (const [name, value] of headers) void reply.header(name, value);
    done();
  });
  await app.register(cors, {
    origin: frontendOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
