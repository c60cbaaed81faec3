import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { trustProxySetting } from '../env';
import { clientFactsResolver } from './client-facts';

/** Fastify's own answer and the resolver's, for the same request on the same socket. */
async function bothViews(trustProxy: string, headers: Record<string, string>) {
  const setting = trustProxySetting(trustProxy);
  const resolve = clientFactsResolver(setting);
  const app = Fastify({ trustProxy: setting });
  app.get('/', async (req) => ({
    fastify: { ip: req.ip, protocol: req.protocol },
    resolver: resolve(req.raw),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
    return (await (await request(url, { headers })).body.json()) as {
      fastify: { ip: string; protocol: string };
      resolver: { ip: string; protocol: string };
    };
  } finally {
    await app.close();
  }
}

const forwarded = { 'x-forwarded-for': '198.51.100.4, 203.0.113.9', 'x-forwarded-proto': 'http, https' };

describe('clientFactsResolver', () => {
  it.each([
    ['false', {}],
    ['false', forwarded],
    ['true', forwarded],
    ['127.0.0.1', forwarded],
    ['10.0.0.0/8', forwarded],
    ['127.0.0.1, 203.0.113.9', forwarded],
    ['true', {}],
  ])(
    'when TRUST_PROXY is %s, then the client address and protocol are the ones Fastify reports',
    async (trustProxy, headers) => {
      const { fastify, resolver } = await bothViews(trustProxy, headers);
      expect(resolver).toEqual(fastify);
    },
  );

  it('when the proxy is trusted, then the nearest untrusted forwarded address and the last protocol count', async () => {
    const { resolver } = await bothViews('127.0.0.1', forwarded);
    expect(resolver).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  });
});
