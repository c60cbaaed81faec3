import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ProductReadCache } from '../cache/product-read-cache';
import { FastLane } from './fast-lane';

const ID = '65f1a2b3c4d5e6f708192a3b';

async function setup() {
  const cache = new ProductReadCache({
    list: async () => ({ data: [{ _id: ID }] }),
    detail: async (id) => (id === ID ? { data: { _id: ID } } : null),
  });
  cache.setEnabled(true);
  const lane = new FastLane();
  lane.attach(cache);
  const server = lane.serverFactory((_request, response) => {
    response.writeHead(299, { 'content-type': 'text/plain' }).end('framework');
  }, {}) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, lane, base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('FastLane', () => {
  it('when the list is not cached yet, then the framework answers; once cached, the lane sends the bytes', async () => {
    const { cache, base, close } = await setup();
    try {
      expect((await fetch(`${base}/api/products`)).status).toBe(299);
      const cached = await cache.getList();
      const res = await fetch(`${base}/api/products`, { headers: { 'x-request-id': 'req-1' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('etag')).toBe(cached.etag);
      expect(res.headers.get('x-request-id')).toBe('req-1');
      expect(Buffer.from(await res.arrayBuffer()).equals(cached.body)).toBe(true);
      const revalidated = await fetch(`${base}/api/products/`, { headers: { 'if-none-match': cached.etag } });
      expect(revalidated.status).toBe(304);
    } finally {
      await close();
    }
  });

  it('when a cached detail is asked for, then the lane answers it, whatever the letter case of the id', async () => {
    const { cache, base, close } = await setup();
    try {
      await cache.getDetail(ID);
      const res = await fetch(`${base}/api/products/${ID.toUpperCase()}`);
      expect(await res.json()).toEqual({ data: { _id: ID } });
    } finally {
      await close();
    }
  });

  it('when the request has a query, another method or path, or the lane is stopped, then the framework answers', async () => {
    const { cache, lane, base, close } = await setup();
    try {
      await cache.getList();
      expect((await fetch(`${base}/api/products?x=1`)).status).toBe(299);
      expect((await fetch(`${base}/api/products`, { method: 'POST' })).status).toBe(299);
      expect((await fetch(`${base}/api/categories`)).status).toBe(299);
      lane.stop();
      expect((await fetch(`${base}/api/products`)).status).toBe(299);
    } finally {
      await close();
    }
  });
});
