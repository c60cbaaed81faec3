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

  it('when asked twice within the ttl, then the content service is asked once', async () => {
    let clock = 0;
    const content = await fakeContent([{ name: 'Glow House' }, { name: 'Renamed' }]);
    close = content.close;
    const name = createShopNameSource({
      contentUrl: content.url,
      ttlMs: 60_000,
      fallback: 'Beauty Corner',
      now: () => clock,
    });
    expect(await name()).toBe('Glow House');
    clock = 59_000;
    expect(await name()).toBe('Glow House');
    expect(content.calls).toEqual(['/api/config']);
    clock = 60_000;
    expect(await name()).toBe('Renamed');
  });

  it('when the content service is down, then the last name it gave is used, else the fallback', async () => {
    let clock = 0;
    const content = await fakeContent(['down', { name: 'Glow House' }, 'down']);
    close = content.close;
    const name = createShopNameSource({
      contentUrl: content.url,
      ttlMs: 1000,
      fallback: 'Beauty Corner',
      now: () => clock,
    });
    expect(await name()).toBe('Beauty Corner');
    clock = 1000;
    expect(await name()).toBe('Glow House');
    clock = 2000;
    expect(await name()).toBe('Glow House');
  });

  it('when the configured name is blank, then the default name is used', async () => {
    const content = await fakeContent([{ name: '   ' }]);
    close = content.close;
    const name = createShopNameSource({ contentUrl: content.url, ttlMs: 1000, fallback: 'Beauty Corner' });
    expect(await name()).toBe('Beauty Corner');
  });

  it('when an Arabic e-mail asks, then the Arabic name is given where there is one, else the English one', async () => {
    let clock = 0;
    const content = await fakeContent([{ name: 'Glow House', nameAr: 'جلو هاوس' }, { name: 'Glow House' }]);
    close = content.close;
    const name = createShopNameSource({
      contentUrl: content.url,
      ttlMs: 1000,
      fallback: 'Beauty Corner',
      now: () => clock,
    });
    expect(await name('ar')).toBe('جلو هاوس');
    expect(await name('en')).toBe('Glow House');
    clock = 1000;
    expect(await name('ar')).toBe('Glow House');
  });
});
