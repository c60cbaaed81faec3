import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { BUFFERED_ANSWER_LIMIT, type UpstreamAnswer } from './answer-handler';
import { UpstreamClient, type UpstreamRequest } from './upstream-client';

const send = (client: UpstreamClient, request: Partial<UpstreamRequest>) =>
  new Promise<UpstreamAnswer>((resolve, reject) =>
    client.forward({ method: 'GET', path: '/', headers: {}, body: undefined, ...request }, (error, answer) =>
      error ? reject(error) : resolve(answer!),
    ),
  );

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

async function startServer(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    handler(req, Buffer.concat(chunks), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('UpstreamClient', () => {
  let server: Server;
  let client: UpstreamClient;
  let seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: Buffer };
  const big = Buffer.alloc(BUFFERED_ANSWER_LIMIT * 3, 7);

  beforeAll(async () => {
    const started = await startServer((req, body, res) => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url === '/big') return res.end(big);
      if (req.url === '/chunked') {
        res.write('a');
        return setTimeout(() => res.end('b'), 10);
      }
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2500).unref();
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    server = started.server;
    client = new UpstreamClient(started.url, { connections: 4, timeoutMs: 200 });
  });

  afterAll(async () => {
    await client.destroy();
    server.close();
  });

  it('when the answer is small, then it comes back whole, with every header', async () => {
    const answer = await send(client, { path: '/x?page=2' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(Buffer.from('{"ok":true}'));
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(seen.url).toBe('/x?page=2');
  });

  it('when a body is sent, then the service gets exactly those bytes with their length', async () => {
    const body = Buffer.from('{"b": 1,  "a":[2]}');
    await send(client, {
      method: 'POST',
      path: '/x',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body,
    });
    expect(seen.body).toEqual(body);
    expect(seen.headers!['content-length']).toBe(String(body.length));
    expect(seen.headers!['content-type']).toBe('multipart/form-data; boundary=xyz');
  });

  it('when the answer is large or of unknown length, then it streams through intact', async () => {
    for (const [path, expected] of [
      ['/big', big],
      ['/chunked', Buffer.from('ab')],
    ] as const) {
      const answer = await send(client, { path });
      expect(answer.body).toBeInstanceOf(Readable);
      const body = Buffer.concat(await (answer.body as Readable).toArray());
      expect(body.equals(expected)).toBe(true); // (toEqual would compare 200 KB byte by byte)
    }
  });

  // undici checks its timeouts about once a second
  it('when the service is too slow, then the request fails with a headers timeout', async () => {
    await expect(send(client, { path: '/slow' })).rejects.toMatchObject({ code: 'UND_ERR_HEADERS_TIMEOUT' });
  });

  it('when nothing listens, then the request fails with the connection refusal', async () => {
    const closed = await startServer(() => undefined);
    closed.server.close();
    const down = new UpstreamClient(closed.url, { connections: 1, timeoutMs: 200 });
    await expect(send(down, {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await down.destroy();
  });
});
