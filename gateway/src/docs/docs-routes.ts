import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ServiceUnavailableError } from '@shop/service-kit';
import type { RouteRule, ServiceName } from '../access/route-table';
import { urlList } from '../env';
import type { HeaderList } from '../security/security-headers';
import {
  DOCS_DOCUMENT_PATH,
  DOCS_INIT_PATH,
  DOCS_INIT_SCRIPT,
  DOCS_PAGE_CSP,
  DOCS_PAGE_HTML,
  DOCS_PREFIX,
  SWAGGER_UI_ASSETS,
} from './docs-page';
import { mergeDocuments } from './merge-documents';
import { ServiceDocuments } from './service-documents';

export interface DocsRoutesOptions {
  documents: ServiceDocuments;
  rules: readonly RouteRule[];
  /** The page is the one HTML document under /api: it also gets the headers only a document needs. */
  documentHeaders: HeaderList;
}

const ASSETS: ReadonlySet<string> = new Set(SWAGGER_UI_ASSETS);

/**
 * The gateway's own routes under /api/docs (not in the route table: no service answers them, and they are
 * public and read-only): the merged OpenAPI document, the swagger-ui page, its init script and its assets.
 */
export async function docsRoutes(scope: FastifyInstance, options: DocsRoutesOptions): Promise<void> {
  const assetRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  await scope.register(fastifyStatic, { root: assetRoot, serve: false });

  scope.get(DOCS_DOCUMENT_PATH, async (_request, reply) => {
    const services = await options.documents.get();
    if (!services.some((entry) => entry.document))
      throw new ServiceUnavailableError('No service answered with its API description');
    return reply.header('cache-control', 'no-cache').send(mergeDocuments(services, options.rules));
  });

  const documentHeaders = Object.fromEntries(options.documentHeaders);
  scope.get(DOCS_PREFIX, async (_request, reply) =>
    reply
      .headers(documentHeaders)
      .header('content-security-policy', DOCS_PAGE_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(DOCS_PAGE_HTML),
  );

  scope.get(DOCS_INIT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_INIT_SCRIPT),
  );

  scope.get<{ Params: { file: string } }>(`${DOCS_PREFIX}/:file`, async (request, reply) => {
    if (!ASSETS.has(request.params.file)) throw new NotFoundError(`Route GET ${request.url} not found`);
    void reply.header('cache-control', 'public, max-age=3600');
    return reply.sendFile(request.params.file, assetRoot, { cacheControl: false });
  });
}

/**
 * The docs as the gateway runs them: each service (any of its replicas: they all run the same code) gets 2 s
 * to answer, and a complete set is kept for a minute.
 */
export async function registerDocs(
  app: FastifyInstance,
  urls: Record<ServiceName, string>,
  rules: readonly RouteRule[],
  documentHeaders: HeaderList,
): Promise<void> {
  const replicas = Object.fromEntries(
    Object.entries(urls).map(([service, list]) => [service, urlList(list)]),
  ) as Record<ServiceName, string[]>;
  const documents = new ServiceDocuments({
    urls: replicas,
    timeoutMs: 2_000,
    cacheMs: 60_000,
    partialCacheMs: 5_000,
  });
  await app.register(docsRoutes, { documents, rules, documentHeaders });
}
