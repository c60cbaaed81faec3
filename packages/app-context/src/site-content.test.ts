import { visibleAnnouncement } from '@shop/contracts/fixtures';
import {
  SHARED_READ_MS,
  fetchCategories,
  fetchVisibleAnnouncements,
  forgetSharedReads,
  forgetSharedReadsAfter,
  keepAnswers,
  sharedRead,
} from './site-content';

/** A fetch that counts its calls and answers `status` with a small JSON body. */
function countingFetch(status = 200) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ answer: calls.length }), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('sharedRead', () => {
  beforeEach(() => forgetSharedReads());

  it('when the shell and a remote read the same content for one page, then one request answers both', async () => {
    const { calls, fetchImpl } = countingFetch();
    let clock = 1_000;
    const now = () => clock;
    const first = sharedRead('/config', { now, fetchImpl });
    clock += 1_500; // the remote's page mounts while, or just after, the shell's read is answered
    const second = sharedRead('/config', { now, fetchImpl });
    expect(await first).toEqual({ answer: 1 });
    expect(await second).toEqual({ answer: 1 });
    expect(calls).toEqual(['/api/config']);
  });

  it('when the answer is older than the shared time, then the next read asks again', async () => {
    const { calls, fetchImpl } = countingFetch();
    let clock = 1_000;
    const now = () => clock;
    await sharedRead('/config', { now, fetchImpl });
    clock += SHARED_READ_MS;
    expect(await sharedRead('/config', { now, fetchImpl })).toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('when different content is read, then each has its own request', async () => {
    const { calls, fetchImpl } = countingFetch();
    await Promise.all([sharedRead('/config', { fetchImpl }), sharedRead('/social', { fetchImpl })]);
    expect(calls.sort()).toEqual(['/api/config', '/api/social']);
  });

  it('when a read fails, then it is not kept and the next read asks again', async () => {
    const failing = countingFetch(503);
    await expect(sharedRead('/stats', { fetchImpl: failing.fetchImpl })).rejects.toThrow();
    const working = countingFetch();
    expect(await sharedRead('/stats', { fetchImpl: working.fetchImpl })).toEqual({ answer: 1 });
  });
});

describe('keepAnswers', () => {
  beforeEach(() => forgetSharedReads());

  it('when the page came with an answer, then reading it asks nothing and gives that answer', async () => {
    const { calls, fetchImpl } = countingFetch();
    keepAnswers([['/config', { name: 'Bloom' }]]);
    expect(await sharedRead('/config', { fetchImpl })).toEqual({ name: 'Bloom' });
    expect(calls).toEqual([]);
  });

  it('when the kept answer is older than the shared time, then the next read asks again', async () => {
    const { calls, fetchImpl } = countingFetch();
    let clock = 1_000;
    const now = () => clock;
    keepAnswers([['/stats', { customerRating: 5 }]], now);
    clock += SHARED_READ_MS;
    expect(await sharedRead('/stats', { now, fetchImpl })).toEqual({ answer: 1 });
    expect(calls).toEqual(['/api/stats']);
  });

  it('when the admin saved (the reads are forgotten), then the page answer is not used again', async () => {
    const { calls, fetchImpl } = countingFetch();
    keepAnswers([['/social', { instagram: 'old' }]]);
    forgetSharedReads();
    expect(await sharedRead('/social', { fetchImpl })).toEqual({ answer: 1 });
    expect(calls).toEqual(['/api/social']);
  });

  it('when a read is already under way, then the page answer does not replace it', async () => {
    const { fetchImpl } = countingFetch();
    const asked = sharedRead('/config', { fetchImpl });
    keepAnswers([['/config', { name: 'older' }]]);
    expect(await sharedRead('/config', { fetchImpl })).toEqual(await asked);
  });
});

describe('fetchCategories', () => {
  beforeEach(() => forgetSharedReads());

  it('when the shell and the storefront both list the categories, then one request answers both with its data', async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ data: [{ _id: 'c1', title: 'Skin', description: '' }] }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    try {
      const [shell, storefront] = await Promise.all([fetchCategories(), fetchCategories()]);
      expect(shell).toEqual([{ _id: 'c1', title: 'Skin', description: '' }]);
      expect(storefront).toEqual(shell);
      expect(calls).toEqual(['/api/categories/']);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('fetchVisibleAnnouncements', () => {
  beforeEach(() => forgetSharedReads());

  it('when the page came with the announcements, then the ticker gets their data without a request', async () => {
    const announcement = visibleAnnouncement;
    keepAnswers([['/announcements/visible', { data: [announcement] }]]);
    await expect(fetchVisibleAnnouncements()).resolves.toEqual([announcement]);
  });
});

describe('forgetSharedReadsAfter', () => {
  beforeEach(() => forgetSharedReads());

  it('when an admin write fails, then its error comes through and the shared reads are forgotten all the same', async () => {
    const { calls, fetchImpl } = countingFetch();
    keepAnswers([['/categories/', { data: [] }]]);
    await expect(forgetSharedReadsAfter(Promise.reject(new Error('409')))).rejects.toThrow('409');
    await sharedRead('/categories/', { fetchImpl });
    expect(calls).toEqual(['/api/categories/']);
  });
});
