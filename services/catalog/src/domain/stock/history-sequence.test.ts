import { BUCKET_SIZE, bucketOf, bucketsOf, pageRange } from './history-sequence';

describe('history sequence', () => {
  it('when a product has 5 entries and pages of 2, then the pages are 4–3, 2–1, 0 and nothing after', () => {
    expect([1, 2, 3, 4].map((page) => pageRange(5, page, 2))).toEqual([
      { from: 3, to: 4 },
      { from: 1, to: 2 },
      { from: 0, to: 0 },
      null,
    ]);
  });

  it('when a product has no entries, then even page 1 is empty', () => {
    expect(pageRange(0, 1, 10)).toBeNull();
  });

  it('when pages are walked to the end, then every entry is shown exactly once', () => {
    for (const [total, limit] of [
      [1, 1],
      [101, 10],
      [250, 50],
      [7, 3],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; ; page += 1) {
        const range = pageRange(total, page, limit);
        if (!range) break;
        for (let seq = range.to; seq >= range.from; seq -= 1) seen.push(seq);
      }
      expect(seen).toEqual([...Array(total).keys()].reverse());
    }
  });

  it('when a page spans two buckets, then both are read, newest first, and each entry is filed in one of them', () => {
    const range = { from: BUCKET_SIZE - 5, to: BUCKET_SIZE + 4 };
    expect(bucketsOf('p1', range)).toEqual(['p1:1', 'p1:0']);
    for (let seq = range.from; seq <= range.to; seq += 1)
      expect(bucketsOf('p1', range)).toContain(bucketOf('p1', seq));
  });

  it('when a page lies inside one bucket, then only that bucket is read', () => {
    expect(bucketsOf('p1', { from: 10, to: 19 })).toEqual(['p1:0']);
  });
});
