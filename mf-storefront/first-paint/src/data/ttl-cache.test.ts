import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('when asked again within the ttl, then the first load answers; after it, a new load', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('when asked fresh, then it loads now and the next callers share that load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    expect(await cache.get('a', load, true)).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('when more keys than allowed are kept, then the oldest is forgotten', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe('v4');
  });
});

describe('createTtlCache with a stale allowance', () => {
  it('when an entry is past its ttl but within the allowance, then the old value answers while one new load runs', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    clock = 150;
    const answers = [cache.get('a', load), cache.get('a', load)];
    expect(await Promise.all(answers)).toEqual([1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    clock = 5000;
    expect(await cache.get('a', load)).toBe(3);
  });
});
