import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testing } from '@shop/service-kit';
import { buildGatewayApp } from '../../src/app';
import { gatewayEnvSchema } from '../../src/env';

export interface TestGateway {
  app: FastifyInstance;
  url: string;
  /** Requests that reached Fastify (the lane answers the others before Fastify sees them). */
  fastifyRequests(): number;
  close(): Promise<void>;
}

/**
 * A gateway listening on a random port whose every service is `upstreamUrl`, counting the requests that
 * reach Fastify. With `PUBLIC_READ_LANE: 'false'` every request goes through Fastify.
 */
export async function startTestGateway(
  upstreamUrl: string,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const app = await buildGatewayApp(
    gatewayEnvSchema.parse({
      AMQP_URL: testing.testAmqpUrl,
      EVENTS_EXCHANGE: testing.uniqueName('lane.events'),
      TOKEN_VERSIONS_QUEUE: testing.uniqueName('lane.token-versions'),
      LOG_LEVEL: 'silent',
      METRICS_PORT: '0',
      IDENTITY_URL: upstreamUrl,
      JWKS_URL: `${upstreamUrl}/api/auth/.well-known/jwks.json`,
      CATALOG_URL: upstreamUrl,
      CART_URL: upstreamUrl,
      ORDER_URL: upstreamUrl,
      PROMO_URL: upstreamUrl,
      CONTENT_URL: upstreamUrl,
      AUDIT_URL: upstreamUrl,
      ...env,
    }),
  );
  let fastifyRequests = 0;
  // onSend runs for every answer Fastify sends, also those its own hooks end early (a CORS preflight)
  app.addHook('onSend', (_request, _reply, payload, done) => {
    fastifyRequests += 1;
    done(null, payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    fastifyRequests: () => fastifyRequests,
    close: () => app.close(),
  };
}

/** Headers that differ between two gateways or two moments, whatever path answered. */
const VARYING = new Set(['date', 'x-ratelimit-reset', 'keep-alive', 'connection']);

/**
 * An answer as a comparable record: status, headers but the varying ones, and the body with ports masked.
 * `countsApart`: the two gateways did not see the same requests, so their remaining counts differ.
 */
export function comparable(
  answer: { status: number; headers: Record<string, string | string[] | undefined>; text: string },
  gatewayUrl: string,
  countsApart = false,
): { status: number; headers: Record<string, unknown>; body: string } {
  const headers: Record<string, unknown> = {};
  for (const name of Object.keys(answer.headers).sort()) {
    if (VARYING.has(name)) continue;
    headers[name] = countsApart && name === 'x-ratelimit-remaining' ? '<counted>' : answer.headers[name];
  }
  return {
    status: answer.status,
    headers,
    body: answer.text.split(new URL(gatewayUrl).host).join('<gateway>'),
  };
}
