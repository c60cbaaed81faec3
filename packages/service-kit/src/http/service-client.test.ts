import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ServiceUnavailableError } from '../errors';
import { callUpstream, readAnswer, relayClientError, urlList, type UpstreamTarget } from './service-client';

let server: http.Server;
let target: UpstreamTarget;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const status = Number(new URL(request.url!, 'http://x').searchParams.get('status') ?? 200);
    if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('{}'), 500);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'Only 1 left', code: 'OUT_OF_STOCK' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  target = {
    name: 'catalog',
    baseUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 200,
    unavailableMessage: 'Try again soon',
  };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A local URL nothing listens on (port 1 would not do: fetch refuses it before connecting). */
async function refusingUrl(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('callUpstream', () => {
  it('when the service answers 2xx or 4xx, then the status and JSON body are handed back', async () => {
    expect(await callUpstream(target, 'GET', '/?status=409')).toMatchObject({
      status: 409,
      body: { code: 'OUT_OF_STOCK' },
    });
    expect((await callUpstream(target, 'POST', '/', { a: 1 })).status).toBe(200);
  });

  it('when the service fails with 5xx, times out or cannot be reached, then it is a 503 named after the service', async () => {
    for (const call of [
      () => callUpstream(target, 'GET', '/?status=502'),
      () => callUpstream(target, 'GET', '/slow'),
      () => callUpstream({ ...target, baseUrl: 'http://127.0.0.1:1' }, 'GET', '/'),
    ]) {
      await expect(call()).rejects.toMatchObject({
        statusCode: 503,
        code: 'CATALOG_UNAVAILABLE',
        message: 'Try again soon',
      });
    }
  });

  it('when an answer breaks its contract, then it is the service being unavailable, not the caller being wrong', async () => {
    const answer = await callUpstream(target, 'GET', '/');
    expect(() => readAnswer(target, answer, z.object({ items: z.array(z.string()) }))).toThrow(
      ServiceUnavailableError,
    );
    const refused = relayClientError(target, await callUpstream(target, 'GET', '/?status=409'));
    expect(refused).toMatchObject({ statusCode: 409, code: 'OUT_OF_STOCK', message: 'Only 1 left' });
  });

  it('when a replica refuses connections, then the call goes to the next one', async () => {
    const replicas = { ...target, baseUrl: [await refusingUrl(), target.baseUrl as string] };
    expect((await callUpstream(replicas, 'POST', '/', { a: 1 })).status).toBe(200);
    expect((await callUpstream(replicas, 'GET', '/?status=404')).status).toBe(404);
  });

  it('when every replica refuses, then it is a 503 named after the service', async () => {
    const replicas = { ...target, baseUrl: [await refusingUrl(), await refusingUrl()] };
    await expect(callUpstream(replicas, 'GET', '/')).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('urlList', () => {
  it('when a *_URL lists replicas, then each trimmed entry is one, empty ones dropped', () => {
    expect(urlList(' http://a:1 , http://b:2,,')).toEqual(['http://a:1', 'http://b:2']);
  });
});
