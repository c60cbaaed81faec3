import type { FastifyServerFactory } from 'fastify';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** Answers a request before the framework and says true, or leaves it untouched and says false. */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * A Fastify `serverFactory` whose HTTP server offers every request to `lane` first (the catalog's cached reads,
 * the gateway's public reads): what the lane leaves goes to Fastify as usual.
 */
export function serverWithLane(lane: Lane): FastifyServerFactory {
  return (handler) =>
    http.createServer((request, response) => {
      if (!lane(request, response)) handler(request, response);
    });
}
