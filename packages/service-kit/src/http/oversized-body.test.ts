import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp } from './create-app';
import { DRAIN_LIMIT } from './oversized-body';

describe('a body over the limit', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = createApp({ name: 'oversized-test', logLevel: 'silent', openapi: false });
    app.post('/api/things', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/things`;
  });

  afterAll(() => app.close());

  const post = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  /** 2 MB sent in 64 KB pieces a few milliseconds apart, as over a real network: still sending when refused. */
  const postSlowly = (size: number) => {
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= size) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 2));
        controller.enqueue(piece);
        sent += piece.length;
      },
    });
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(size) },
      body,
      duplex: 'half',
    } as RequestInit);
  };

  it('when a Node fetch client sends 2 MB of JSON, then it receives the 413 answer (not a broken pipe)', async () => {
    const res = await post(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when the client is still sending when the 413 is decided, then it still receives the 413', async () => {
    const res = await postSlowly(2 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when the refused body was drained, then the same client is answered normally afterwards', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post(JSON.stringify({ text: 'y'.repeat(3 * 1024 * 1024) }))).status).toBe(413);
    expect((await post('{}')).status).toBe(200);
  });

  it('when the declared body is beyond what is worth reading, then the limit stays far above the routes’ own', () => {
    expect(DRAIN_LIMIT).toBeGreaterThan(6 * 1024 * 1024);
  });
});
