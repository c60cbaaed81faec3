import type { FastifyInstance } from 'fastify';

/**
 * The most of a refused body the server still reads and discards so the client hears its answer. Fastify
 * answers 413 as soon as it knows the body is too large and closes the connection; a client still sending
 * then gets EPIPE or ECONNRESET instead of the 413. Reading the rest keeps the socket open until the client
 * is done; past this size (or with no declared length) the connection is closed as before.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Lets a client that sent a too-large body (up to DRAIN_LIMIT) finish sending and read the 413. */
export function installOversizedBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 413 && !request.raw.complete && reply.getHeader('connection') === 'close') {
      const declared = Number(request.headers['content-length']);
      // Node reads and discards an unconsumed request body after the answer on a kept-alive connection
      if (Number.isFinite(declared) && declared <= DRAIN_LIMIT) reply.removeHeader('connection');
    }
    done(null, payload);
  });
}
