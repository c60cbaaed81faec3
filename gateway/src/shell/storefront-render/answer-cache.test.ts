import { createAnswerCache, maxAgeMs } from './answer-cache';

describe('createAnswerCache', () => {
  it('when an answer may be kept, then it serves until its time ends; a failure is asked again at once', async () => {
    let clock = 0;
    const cache = createAnswerCache<string | undefined>({ maxEntries: 10, now: () => clock });
    let calls = 0;
    const ok = async () => ({ value: `page ${++calls}`, ttlMs: 5000 });
    expect(await cache.get('/a', ok)).toBe('page 1');
    clock = 4999;
    expect(await cache.get('/a', ok)).toBe('page 1');
    clock = 5000;
    expect(await cache.get('/a', ok)).toBe('page 2');
    const failed = async () => ({ value: undefined, ttlMs: 0 });
    expect(await cache.get('/b', failed)).toBeUndefined();
    expect(await cache.get('/b', ok)).toBe('page 3');
  });

  it('when several requests ask while the answer is on its way, then one call serves them all', async () => {
    const cache = createAnswerCache<number>({ maxEntries: 10 });
    let calls = 0;
    const slow = () => new Promise<{ value: number; ttlMs: number }>((resolve) => setTimeout(() => resolve({ value: ++calls, ttlMs: 0 }), 10));
    expect(await Promise.all([cache.get('/a', slow), cache.get('/a', slow)])).toEqual([1, 1]);
  });
});

describe('maxAgeMs', () => {
  it('when the header allows sharing, then its max-age; otherwise 0', () => {
    expect(maxAgeMs('public, max-age=5')).toBe(5000);
    expect(maxAgeMs('public, max-age=60, s-maxage=5')).toBe(5000);
    expect(maxAgeMs('no-store')).toBe(0);
    expect(maxAgeMs('')).toBe(0);
  });
});
