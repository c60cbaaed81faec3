import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { callModule } from './support/module-call';

// npm start gives the gateway RATE_LIMIT_REDIS_URL only when a Redis answers PING (infra/scripts/lib/redis.mjs);
// otherwise the gateway counts in its own memory (docs/decisions/030). Stand-ins here, not the machine's Redis.
async function standIn(reply: string | undefined): Promise<{ url: string; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.on('data', () => reply !== undefined && socket.write(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const storeEnv = (url: string) =>
  callModule(
    'infra/scripts/lib/redis.mjs',
    `(process.env.REDIS_URL = ${JSON.stringify(url)}, lib.rateLimitStoreEnv(() => {}))`,
  );

describe("npm start's rate-limit store", () => {
  it('when a Redis answers PING, then the gateway is given its URL', async () => {
    const redis = await standIn('+PONG\r\n');
    try {
      expect(await storeEnv(redis.url)).toEqual({ RATE_LIMIT_REDIS_URL: redis.url });
    } finally {
      await redis.close();
    }
  });

  it('when the port answers otherwise, says nothing or is closed, then the gateway counts in memory', async () => {
    const locked = await standIn('-NOAUTH Authentication required.\r\n');
    const silent = await standIn(undefined);
    const closed = await standIn(undefined);
    await closed.close();
    try {
      for (const url of [locked.url, silent.url, closed.url]) expect(await storeEnv(url)).toEqual({});
    } finally {
      await Promise.all([locked.close(), silent.close()]);
    }
  });
});
