import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceDocuments } from './service-documents';

/** A service that answers /openapi.json (counting the calls), or never answers when `hang` is set. */
async function startService(options: { hang?: boolean } = {}) {
  let calls = 0;
  const server = http.createServer((request, response) => {
    calls += 1;
    if (options.hang) return;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ openapi: '3.1.0', paths: { [request.url!]: {} } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve()) && server.closeAllConnections()),
  };
}

describe('ServiceDocuments', () => {
  it('when one service answers and one hangs, then the answer is kept and the other is missing after the timeout', async () => {
    const up = await startService();
    const hung = await startService({ hang: true });
    let now = 0;
    const documents = new ServiceDocuments({
      urls: { catalog: up.url, order: hung.url } as never,
      // long enough for the answering service on a busy machine (at 200 ms its call timed out before it was sent)
      timeoutMs: 1_000,
      cacheMs: 60_000,
      partialCacheMs: 5_000,
      now: () => now,
    });
    const started = Date.now();
    const first = await documents.get();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(first).toEqual([
      { service: 'catalog', document: { openapi: '3.1.0', paths: { '/openapi.json': {} } } },
      { service: 'order', document: undefined },
    ]);
    now = 4_000;
    await documents.get();
    expect(up.calls()).toBe(1);
    now = 5_001; // a set with a service missing is asked again sooner than a complete one
    await documents.get();
    expect(up.calls()).toBe(2);
    await Promise.all([up.close(), hung.close()]);
  });

  it('when many ask at once, then each service is asked once', async () => {
    const up = await startService();
    const documents = new ServiceDocuments({
      urls: { catalog: up.url } as never,
      timeoutMs: 1_000,
      cacheMs: 60_000,
      partialCacheMs: 5_000,
    });
    await Promise.all([documents.get(), documents.get(), documents.get()]);
    expect(up.calls()).toBe(1);
    await up.close();
  });
});
