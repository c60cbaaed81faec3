import { brotliDecompressSync } from 'node:zlib';
import { brotliOf, matchesIfNoneMatch, toCachedBody } from './cached-body';

describe('toCachedBody', () => {
  it('when the same value is serialized twice, then the bytes and the strong ETag are the same', () => {
    const a = toCachedBody({ data: [{ title: 'Rose' }] });
    const b = toCachedBody({ data: [{ title: 'Rose' }] });
    expect(a.body.toString()).toBe('{"data":[{"title":"Rose"}]}');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('when the value changes, then the ETag changes', () => {
    expect(toCachedBody({ n: 1 }).etag).not.toBe(toCachedBody({ n: 2 }).etag);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';

  it('when the header holds the tag, alone, in a list, weak or as *, then it matches', () => {
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('when the header is missing or names other tags, then it does not match', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('"abcd"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
  });
});

describe('brotliOf', () => {
  it('when a cached answer is asked for in Brotli twice, then it is compressed once, decodes to the same bytes and has its own ETag', () => {
    const cached = toCachedBody({ data: Array.from({ length: 50 }, (_, i) => ({ title: `Rose ${i}` })) });
    const first = brotliOf(cached);
    expect(brotliOf(cached)).toBe(first);
    expect(brotliDecompressSync(first.body).equals(cached.body)).toBe(true);
    expect(first.body.length).toBeLessThan(cached.body.length / 4);
    expect(first.etag).not.toBe(cached.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}-br"$/);
  });
});
