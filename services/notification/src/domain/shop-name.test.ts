import { createShopNameSource } from './shop-name';

function fakeContent(answers: Array<{ name: string } | 'down'>) {
  const calls: string[] = [];
  const fetchFn = (async (url: URL) => {
    calls.push(url.toString());
    const answer = answers.shift() ?? 'down';
    if (answer === 'down') throw new Error('ECONNREFUSED');
    return new Response(
      JSON.stringify({ ...answer, slogan1: '', slogan2: '', description: '', aboutUs1: '', aboutUs2: '' }),
    );
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe("the shop's name", () => {
  it('when asked twice within the ttl, then the content service is asked once', async () => {
    let clock = 0;
    const content = fakeContent([{ name: 'Glow House' }, { name: 'Renamed' }]);
    const name = createShopNameSource({
      contentUrl: 'http://content',
      ttlMs: 60_000,
      fallback: 'Beauty Corner',
      fetch: content.fetchFn,
      now: () => clock,
    });
    expect(await name()).toBe('Glow House');
    clock = 59_000;
    expect(await name()).toBe('Glow House');
    expect(content.calls).toEqual(['http://content/api/config']);
    clock = 60_000;
    expect(await name()).toBe('Renamed');
  });

  it('when the content service is down, then the last name it gave is used, else the fallback', async () => {
    let clock = 0;
    const content = fakeContent(['down', { name: 'Glow House' }, 'down']);
    const name = createShopNameSource({
      contentUrl: 'http://content',
      ttlMs: 1000,
      fallback: 'Beauty Corner',
      fetch: content.fetchFn,
      now: () => clock,
    });
    expect(await name()).toBe('Beauty Corner');
    clock = 1000;
    expect(await name()).toBe('Glow House');
    clock = 2000;
    expect(await name()).toBe('Glow House');
  });

  it('when the configured name is blank, then the default name is used', async () => {
    const content = fakeContent([{ name: '   ' }]);
    const name = createShopNameSource({
      contentUrl: 'http://content',
      ttlMs: 1000,
      fallback: 'Beauty Corner',
      fetch: content.fetchFn,
    });
    expect(await name()).toBe('Beauty Corner');
  });
});
