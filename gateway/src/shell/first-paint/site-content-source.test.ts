import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  categoryList,
  siteConfig,
  siteStats as STATS,
  socialLinks as SOCIAL,
  visibleAnnouncements,
} from '@shop/contracts/fixtures';
import { createSiteContentSource } from './site-content-source';

/** What a path answers; 'hang': nothing, ever (a service that does not answer). */
type Reply = { status: number; body: unknown } | 'hang';
const ok = (body: unknown): Reply => ({ status: 200, body });

const CONTENT: Record<string, Reply> = {
  '/api/config': ok(siteConfig),
  '/api/stats': ok(STATS),
  '/api/social': ok(SOCIAL),
  '/api/announcements/visible': ok(visibleAnnouncements),
};
const CATALOG: Record<string, Reply> = { '/api/categories/': ok(categoryList) };

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections(); // a hanging answer's connection would keep close() waiting
          server.close(resolve);
        }),
    ),
  );
});

/** A service on 127.0.0.1 that answers its paths from `replies` (anything else: 404) and counts the calls. */
async function serve(replies: Record<string, Reply>) {
  const calls: Record<string, number> = {};
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    calls[path] = (calls[path] ?? 0) + 1;
    const reply = replies[path] ?? { status: 404, body: { error: 'Not found' } };
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

/** The content service and the catalog, each answering the given replies over the defaults. */
async function services(content: Record<string, Reply> = {}, catalog: Record<string, Reply> = {}) {
  const [contentService, catalogService] = await Promise.all([
    serve({ ...CONTENT, ...content }),
    serve({ ...CATALOG, ...catalog }),
  ]);
  const calls = () => ({ ...contentService.calls, ...catalogService.calls });
  return { contentUrl: contentService.url, catalogUrl: catalogService.url, calls };
}

const ONCE_EACH = {
  '/api/config': 1,
  '/api/stats': 1,
  '/api/social': 1,
  '/api/announcements/visible': 1,
  '/api/categories/': 1,
};
const TWICE_EACH = Object.fromEntries(Object.keys(ONCE_EACH).map((path) => [path, 2]));

describe('createSiteContentSource', () => {
  it('when pages ask at once and within the ttl, then each read is asked once; after the ttl, again', async () => {
    const { calls, ...urls } = await services();
    let time = 0;
    const source = createSiteContentSource({ ...urls, ttlMs: 5000, now: () => time });
    const [first, second] = await Promise.all([source(), source()]);
    time = 4999;
    expect(await source()).toBe(first);
    expect(second).toBe(first);
    expect(calls()).toEqual(ONCE_EACH);
    time = 5000;
    await source();
    expect(calls()).toEqual(TWICE_EACH);
  });

  it('when asked fresh within the ttl (a signed-in caller), then the reads are asked again and that round serves the next pages', async () => {
    const { calls, ...urls } = await services();
    let time = 0;
    const source = createSiteContentSource({ ...urls, now: () => time });
    await source();
    time = 1000;
    const fresh = await source({ fresh: true });
    expect(calls()).toEqual(TWICE_EACH);
    time = 5999; // within the ttl of the fresh round
    expect(await source()).toBe(fresh);
    expect(calls()).toEqual(TWICE_EACH);
  });

  it('when every read answers, then each part is its read’s answer as it is, the categories from the catalog', async () => {
    const source = createSiteContentSource(await services());
    expect(await source()).toEqual({
      config: siteConfig,
      stats: STATS,
      social: SOCIAL,
      announcements: visibleAnnouncements,
      categories: categoryList,
    });
  });

  it('when a read answers a 5xx or not a 200, then its part is left out for the ttl and the rest is kept', async () => {
    const { calls, ...urls } = await services(
      {
        '/api/stats': { status: 503, body: { error: 'down' } },
        '/api/social': { status: 202, body: SOCIAL },
      },
      { '/api/categories/': { status: 500, body: { error: 'boom' } } },
    );
    let time = 0;
    const source = createSiteContentSource({ ...urls, now: () => time });
    expect(await source()).toEqual({ config: siteConfig, announcements: visibleAnnouncements });
    time = 4999;
    await source();
    expect(calls()).toEqual(ONCE_EACH);
  });

  it('when a read never answers, then after timeoutMs its part is left out and the rest is kept', async () => {
    const source = createSiteContentSource({ ...(await services({ '/api/stats': 'hang' })), timeoutMs: 100 });
    expect(await source()).toEqual({
      config: siteConfig,
      social: SOCIAL,
      announcements: visibleAnnouncements,
      categories: categoryList,
    });
  });

  it('when a read breaks its contract (a config without its fields), then its part is left out and the rest is kept', async () => {
    const source = createSiteContentSource(
      await services({ '/api/config': ok({ name: 'Bloom' }) }, { '/api/categories/': ok({ data: 'Skin' }) }),
    );
    expect(await source()).toEqual({ stats: STATS, social: SOCIAL, announcements: visibleAnnouncements });
  });

  it('when the catalog is not known, then the block has no categories', async () => {
    const { contentUrl } = await services();
    expect(await createSiteContentSource({ contentUrl })()).toEqual({
      config: siteConfig,
      stats: STATS,
      social: SOCIAL,
      announcements: visibleAnnouncements,
    });
  });
});
