import { createApp } from '@shop/service-kit';
import type { RouteRule } from '../access/route-table';
import { docsRoutes } from './docs-routes';
import type { ServiceDocument } from './merge-documents';
import type { ServiceDocuments } from './service-documents';
import { browserHeaderSets } from '../security/security-headers';

const rules: RouteRule[] = [{ method: 'GET', path: '/api/products', access: 'public', service: 'catalog' }];

async function buildApp(answers: ServiceDocument[]) {
  const app = createApp({ name: 'gateway', logLevel: 'silent', openapi: false });
  const documents = { get: async () => answers } as unknown as ServiceDocuments;
  await app.register(docsRoutes, { documents, rules, documentHeaders: browserHeaderSets([]).document });
  return app;
}

describe('docs routes', () => {
  it('when no service answers, then 503 in the one error shape', async () => {
    const app = await buildApp([{ service: 'catalog' }, { service: 'order' }]);
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    await app.close();
  });

  it('when some service answers, then 200 with the merged document naming the others', async () => {
    const app = await buildApp([
      { service: 'catalog', document: { paths: { '/api/products': { get: { responses: {} } } } } },
      { service: 'order' },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ 'x-unavailable-services': ['order'], paths: { '/api/products': {} } });
    await app.close();
  });
});
