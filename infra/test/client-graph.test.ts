import fs from 'node:fs';
import path from 'node:path';
import { clientGraph, findCycle, urlVariablesOf } from './support/client-graph';
import { repoRoot } from './support/repo';

/**
 * Calls between the apps flow one way (issue 34, decision 026): the graph of who calls whom, read from the
 * `*_URL` variables each app's env schema reads, has no cycle. Events carry everything the other way.
 */
describe('the client graph', () => {
  it('when the apps are read from their env schemas, then no chain of calls leads back to where it started', () => {
    const graph = clientGraph();
    expect(Object.keys(graph)).toEqual(expect.arrayContaining(['catalog', 'order', 'gateway']));
    expect(findCycle(graph)).toBeNull();
  });

  it('when the order service places an order, then it calls the catalog, which never calls it back', () => {
    const graph = clientGraph();
    expect(graph.order).toContain('catalog');
    expect(graph.catalog).not.toContain('order');
  });

  it('when the catalog source is searched, then nothing in it names the order service or its routes', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/ORDER_URL|\/internal\/orders|:4004|order-client/.test(fs.readFileSync(full, 'utf8'))) {
          hits.push(path.relative(repoRoot, full));
        }
      }
    };
    walk(path.join(repoRoot, 'services/catalog/src'));
    expect(hits).toEqual([]);
  });

  it('when two apps call each other, then the cycle is found', () => {
    expect(findCycle({ gateway: ['order'], order: ['catalog'], catalog: ['order'] })).toEqual([
      'order',
      'catalog',
      'order',
    ]);
    expect(findCycle({ gateway: ['order', 'catalog'], order: ['catalog'], catalog: [] })).toBeNull();
  });

  it('when an env schema spreads the kit auth shape, then it reads identity', () => {
    const source = "  ...serviceAuthEnvShape('order'),\n  CATALOG_URL: z.url(),\n  MONGO_URL: z.string(),";
    expect(urlVariablesOf(source).sort()).toEqual(['CATALOG_URL', 'IDENTITY_URL', 'JWKS_URL', 'MONGO_URL']);
  });
});
