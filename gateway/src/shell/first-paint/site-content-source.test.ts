import { categoryList, siteConfig, visibleAnnouncements } from '@shop/contracts/fixtures';
import { createSiteContentSource } from './site-content-source';

const CONFIG = siteConfig;

function buildFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchFn = (async (url: URL) => {
    calls.push(url.pathname);
    const answer = answers[url.pathname] ?? answers[`${url.host}${url.pathname}`];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('{}', { status: 503 });
    return Response.json(answer);
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

/** A source over the content service alone, with a 5 s ttl on the given clock. */
function contentSourceAt(now: () => number) {
  const { fetchFn, calls } = buildFetch({
    '/api/config': CONFIG,
    '/api/stats': { customerRating: 5 },
    '/api/social': {},
  });
  return {
    calls,
    source: createSiteContentSource({ contentUrl: 'http://content.test', fetch: fetchFn, now, ttlMs: 5000 }),
  };
}

describe('createSiteContentSource', () => {
  it('when asked twice within the ttl, then the content service is asked once', async () => {
    let time = 0;
    const { source, calls } = contentSourceAt(() => time);
    const first = await source();
    time = 4999;
    await source();
    expect(first.config).toEqual(CONFIG);
    expect(calls.sort()).toEqual(['/api/announcements/visible', '/api/config', '/api/social', '/api/stats']);
    time = 5000;
    await source();
    expect(calls).toHaveLength(8);
  });

  it('when asked fresh within the ttl (a signed-in caller), then the service is asked again and that round serves the next pages', async () => {
    let time = 0;
    const { source, calls } = contentSourceAt(() => time);
    await source();
    time = 1000;
    await source({ fresh: true });
    expect(calls).toHaveLength(8);
    time = 5999; // within the ttl of the fresh round
    await source();
    expect(calls).toHaveLength(8);
  });

  it('when the catalog is known too, then each part is the answer of its read as it is, the categories from the catalog', async () => {
    const announcements = visibleAnnouncements;
    const categories = categoryList;
    const { fetchFn } = buildFetch({
      'content.test/api/config': CONFIG,
      'content.test/api/stats': { customerRating: 5 },
      'content.test/api/social': { instagram: '' },
      'content.test/api/announcements/visible': announcements,
      'catalog.test/api/categories/': categories,
    });
    const source = createSiteContentSource({
      contentUrl: 'http://content.test',
      catalogUrl: 'http://catalog.test',
      fetch: fetchFn,
    });
    expect(await source()).toEqual({
      config: CONFIG,
      stats: { customerRating: 5 },
      social: { instagram: '' },
      announcements,
      categories,
    });
  });

  it('when a part fails or answers an error, then it is left out and the rest is kept', async () => {
    const { fetchFn } = buildFetch({ '/api/config': CONFIG, '/api/stats': new Error('ECONNREFUSED') });
    const content = await createSiteContentSource({ contentUrl: 'http://content.test', fetch: fetchFn })();
    expect(content).toEqual({ config: CONFIG });
  });

  it('when the content service is down, then the source resolves to no content rather than failing', async () => {
    const { fetchFn } = buildFetch({
      '/api/config': new Error('down'),
      '/api/stats': new Error('down'),
      '/api/social': new Error('down'),
    });
    await expect(
      createSiteContentSource({ contentUrl: 'http://content.test', fetch: fetchFn })(),
    ).resolves.toEqual({});
  });
});
