import SwaggerParser from '@apidevtools/swagger-parser';
import { PlaceOrderBody } from '@shop/contracts';
import { z } from 'zod';
import { useStack } from '../../security/support/stack';
import { cspForbidsInjectedScript } from '../../security/support/http';
import { routeTable, type RouteRule } from '../src/access/route-table';
import { closedPortUrl } from './support/stack';

/**
 * The whole shop in process (every service on its own database, the gateway in front): what /api/docs shows
 * is generated from the services' zod schemas and is exactly the gateway's route table.
 */
jest.setTimeout(60_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is JSON read over HTTP */

/** Services this stack does not run (their routes are still listed, marked undocumented). */
const NOT_STARTED = new Set<string>(['audit']);
let downUrl = '';
beforeAll(async () => {
  downUrl = await closedPortUrl();
});
const stack = useStack({
  get gatewayEnv() {
    return { AUDIT_URL: downUrl };
  },
});

/** The spec's way of writing a route: `:id` → `{id}`; the image wildcard is whatever the service names it. */
function operationOf(doc: any, rule: RouteRule): any {
  const method = rule.method.toLowerCase();
  if (!rule.path.endsWith('*')) return doc.paths[rule.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method];
  const prefix = rule.path.slice(0, -1);
  const key = Object.keys(doc.paths).find(
    (path) => path.startsWith(prefix) && /^\{[^}]+\}$/.test(path.slice(prefix.length)),
  );
  return key ? doc.paths[key][method] : undefined;
}

describe('GET /api/docs/openapi.json', () => {
  let doc: any;

  beforeAll(async () => {
    const answer = await stack.gateway.get('/api/docs/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });

  it('when it is read, then it is a valid OpenAPI 3.1 document of the shop', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Cosmetics shop API');
    expect(doc.servers).toEqual([{ url: '/' }]);
  });

  it('when it is read, then it has every route of the route table and nothing else', () => {
    const missing = routeTable.filter((rule) => !operationOf(doc, rule)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values<any>(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routeTable.length);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('when a running service owns a route, then its operation comes from that service, not a placeholder', () => {
    const placeholders = routeTable
      .filter((rule) => !NOT_STARTED.has(rule.service) && operationOf(doc, rule)['x-undocumented'])
      .map((r) => `${r.method} ${r.path}`);
    expect(placeholders).toEqual([]);
  });

  it('when POST /api/orders is read, then its body schema is the zod contract the order service validates with', () => {
    const body = doc.paths['/api/orders'].post.requestBody.content['application/json'].schema;
    const contract = z.toJSONSchema(PlaceOrderBody, { io: 'input' }) as { required: string[] };
    expect(body.required.sort()).toEqual([...contract.required].sort());
    expect(body.required).toEqual(expect.arrayContaining(['sessionId', 'shippingInfo']));
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.shippingInfo.type).toBe('object');
    expect(doc.paths['/api/orders/{id}'].put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    );
  });

  it('when GET /api/orders/mine is read, then it documents page and limit and answers the MyOrder shapes', () => {
    const list = doc.paths['/api/orders/mine'].get;
    const names = list.parameters.map((p: any) => `${p.in}:${p.name}`);
    expect(names.sort()).toEqual(['query:limit', 'query:page']);
    expect(list['x-access']).toBe('user');
    const answer = list.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties).sort()).toEqual(['limit', 'orders', 'page', 'total']);
    expect(answer.properties.orders.items.properties).not.toHaveProperty('sessionId');
    expect(doc.paths['/api/orders/mine/{id}'].get['x-access']).toBe('user');
  });

  it('when a route is admin-only in the table, then it says x-access admin and needs a sign-in', () => {
    for (const rule of routeTable) {
      const operation = operationOf(doc, rule);
      expect({ route: `${rule.method} ${rule.path}`, access: operation['x-access'] }).toEqual({
        route: `${rule.method} ${rule.path}`,
        access: rule.access,
      });
      if (rule.access === 'public') expect(operation.security).toEqual([]);
      else expect(operation.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    }
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ in: 'cookie', name: 'authToken' });
  });

  it('when a service is not running, then the document names it', () => {
    expect(doc['x-unavailable-services']).toEqual([...NOT_STARTED]);
  });

  it("when a service's own document is asked through the gateway, then 404 (it is not routed)", async () => {
    expect((await stack.gateway.get('/api/openapi.json')).status).toBe(404);
    expect((await stack.gateway.get('/openapi.json')).status).toBe(404);
  });
});

describe('GET /api/docs', () => {
  it('when the page is asked, then HTML that loads swagger-ui from files under its own CSP', async () => {
    const page = await stack.gateway.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy');
    expect(cspForbidsInjectedScript(csp)).toBe(true);
    expect(csp).toContain("connect-src 'self'");
    // the one HTML document under /api keeps the headers only a document needs
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(
      scripts.map(([, attributes, inline]) => ({ src: /src="([^"]+)"/.exec(attributes!)?.[1], inline })),
    ).toEqual([
      { src: '/api/docs/swagger-ui-bundle.js', inline: '' },
      { src: '/api/docs/init.js', inline: '' },
    ]);
    expect(page.text).toContain('href="/api/docs/swagger-ui.css"');
  });

  it('when the assets are asked, then 200 with JavaScript and CSS content types', async () => {
    for (const [path, type] of [
      ['/api/docs/swagger-ui-bundle.js', /javascript/],
      ['/api/docs/init.js', /javascript/],
      ['/api/docs/swagger-ui.css', /text\/css/],
    ] as const) {
      const answer = await stack.gateway.get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.headers.get('content-type')).toMatch(type);
    }
    const init = await stack.gateway.get('/api/docs/init.js');
    expect(init.text).toContain('/api/docs/openapi.json');
  });

  it('when another file of the swagger-ui package is asked, then 404', async () => {
    for (const path of [
      '/api/docs/index.html',
      '/api/docs/swagger-initializer.js',
      '/api/docs/..%2Fpackage.json',
    ])
      expect({ path, status: (await stack.gateway.get(path)).status }).toEqual({ path, status: 404 });
  });
});
