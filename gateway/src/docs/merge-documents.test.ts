import type { RouteRule } from '../access/route-table';
import { mergeDocuments, type OpenApiDocument } from './merge-documents';

const rules: RouteRule[] = [
  { method: 'GET', path: '/api/products/:id', access: 'public', service: 'catalog' },
  { method: 'DELETE', path: '/api/products', access: 'admin', service: 'catalog' },
  { method: 'GET', path: '/api/images/*', access: 'public', service: 'catalog' },
  {
    method: 'GET',
    path: '/api/auth/users/:id',
    access: 'owner-or-admin',
    service: 'identity',
    ownerParam: 'id',
  },
];

function buildCatalogDocument(overrides: OpenApiDocument = {}): OpenApiDocument {
  return {
    openapi: '3.1.0',
    paths: {
      '/api/products/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true }],
          responses: { '200': { description: 'ok' } },
        },
      },
      '/api/products/': { delete: { responses: { '200': { description: 'deleted' } } } },
      '/api/images/{id}': { get: { responses: { '200': { description: 'image' } } } },
      '/internal/quote': { post: { responses: { '200': { description: 'internal' } } } },
    },
    ...overrides,
  };
}

describe('mergeDocuments', () => {
  it('when services answer, then only the routed paths are kept, each with its service operation', () => {
    const merged = mergeDocuments(
      [{ service: 'catalog', document: buildCatalogDocument() }],
      rules.slice(0, 3),
    );
    expect(Object.keys(merged.paths).sort()).toEqual([
      '/api/images/{id}',
      '/api/products',
      '/api/products/{id}',
    ]);
    expect(merged.paths['/api/products/{id}'].get.responses['200']).toEqual({ description: 'ok' });
    expect(merged.info.title).toBe('Cosmetics shop API');
    expect(merged.servers).toEqual([{ url: '/' }]);
    expect(merged['x-unavailable-services']).toBeUndefined();
  });

  it('when a route is admin-only, then it carries x-access admin, both sign-in schemes and 401/403', () => {
    const merged = mergeDocuments([{ service: 'catalog', document: buildCatalogDocument() }], rules);
    const operation = merged.paths['/api/products'].delete;
    expect(operation['x-access']).toBe('admin');
    expect(operation.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '403']);
    expect(operation.tags).toEqual(['catalog']);
    const open = merged.paths['/api/products/{id}'].get;
    expect({ access: open['x-access'], security: open.security }).toEqual({ access: 'public', security: [] });
  });

  it('when a service does not answer, then its routes are still listed and the service is named', () => {
    const merged = mergeDocuments(
      [{ service: 'catalog', document: buildCatalogDocument() }, { service: 'identity' }],
      rules,
    );
    const operation = merged.paths['/api/auth/users/{id}'].get;
    expect(operation).toMatchObject({
      'x-access': 'owner-or-admin',
      'x-owner-param': 'id',
      'x-undocumented': true,
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    expect(merged['x-unavailable-services']).toEqual(['identity']);
    expect(merged.info.description).toMatch(/did not answer\): identity/);
  });
});
