import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

/** The bytes of the large image the stand-in serves (several times the gateway's buffering limit). */
export const BIG_IMAGE = Buffer.alloc(300 * 1024, 0xab);

export interface EchoUpstream {
  app: FastifyInstance;
  url: string;
  /** The URL of every request it received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in service that answers with what it received (method, URL, headers and the body exactly as sent),
 * to see what the gateway forwards; plus a large image, a Vary header and an invalid status on request.
 */
export async function startEchoUpstream(): Promise<EchoUpstream> {
  const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => void requests.push(request.url));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.get('/api/images/big.png', async (_request, reply) => reply.type('image/png').send(BIG_IMAGE));
  app.get('/api/images/odd', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(999, { 'content-length': '1' }).end('?');
  });
  app.get('/api/images/cached.png', async (request, reply) =>
    request.headers['if-none-match'] === '"v1"'
      ? reply.status(304).header('etag', '"v1"').send()
      : reply.type('image/png').header('etag', '"v1"').send(BIG_IMAGE.subarray(0, 100)),
  );
  // A 304 as @fastify/etag sends it, with an empty payload, so Fastify gives it `content-length: 0`.
  app.get('/api/categories', async (request, reply) =>
    request.headers['if-none-match'] === '"c1"'
      ? reply.status(304).header('etag', '"c1"').send('')
      : reply.header('etag', '"c1"').send([]),
  );
  app.all('/*', async (request, reply) => {
    void reply.header('x-powered-by', 'Express').header('server', 'nginx').header('vary', 'Accept-Encoding');
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    return {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: body?.toString('latin1'),
      bodyLength: body?.length ?? 0,
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    requests,
    close: () => app.close(),
  };
}
