import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShopNameSource } from './shop-name';

/** A content service on a real port: each request takes the next answer; 'down' is a 503. */
async function fakeContent(answers: Array<{ name: string; nameAr?: string } | 'down'>) {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '');
    const answer = answers.shift() ?? 'down';
    if (answer === 'down') return void response.writeHead(503).end();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ ...answer, slogan1: '', slogan2: '', description: '', aboutUs1: '', aboutUs2: '' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the shop's name", () => {
  let close: () => Promise<void> = async () => undefined;
  afterEach(() => close());

  /** The name as a source reads it from a content service giving these answers, on a clock the test moves. */
  async function shopNameFrom(answers: Parameters<typeof fakeContent>[0], ttlMs = 1000) {
    const content = await fakeContent(answers);
    close = content.close;
    const clock = { now: 0 };
    const name = createShopNameSource({
      contentUrl: content.url,
      ttlMs,
      fallback: 'Beauty Corner',
      now: () => clock.now,
    });
    return { name, clock, calls: content.calls };
  }

  it('when asked twice within the ttl, then the content service is asked once', async () => {
    const { name, clock, calls } = await shopNameFrom([{ name: 'Glow House' }, { name: 'Renamed' }], 60_000);
    expect(await name()).toBe('Glow House');
    clock.now = 59_000;
    expect(await name()).toBe('Glow House');
    expect(calls).toEqual(['/api/config']);
    clock.now = 60_000;
    expect(await name()).toBe('Renamed');
  });

  it('when the content service is down, then the last name it gave is used, else the fallback', async () => {
    const { name, clock } = await shopNameFrom(['down', { name: 'Glow House' }, 'down']);
    expect(await name()).toBe('Beauty Corner');
    clock.now = 1000;
    expect(await name()).toBe('Glow House');
    clock.now = 2000;
    expect(await name()).toBe('Glow House');
  });

  it('when the configured name is blank, then the default name is used', async () => {
    const { name } = await shopNameFrom([{ name: '   ' }]);
    expect(await name()).toBe('Beauty Corner');
  });

  it('when an Arabic e-mail asks, then the Arabic name is given where there is one, else the English one', async () => {
    const { name, clock } = await shopNameFrom([
      { name: 'Glow House', nameAr: 'جلو هاوس' },
      { name: 'Glow House' },
    ]);
    expect(await name('ar')).toBe('جلو هاوس');
    expect(await name('en')).toBe('Glow House');
    clock.now = 1000;
    expect(await name('ar')).toBe('Glow House');
  });
});
