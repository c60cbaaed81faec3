import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '@shop/service-kit';
import type { SiteBootstrap } from '@shop/contracts';
import { renderHomePage } from './first-paint/render-first-paint';
import type { SiteContentSource } from './first-paint/site-content-source';
import { createPageCache, type CompressedPage } from './first-paint/compress-page';

const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|gif|ico)$/i;

/** Caching by kind of file: the manifest and index change on every deploy, hashed assets never do. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'remotes.json') return 'no-store';
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'mf-manifest.json') return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Serves the built shell at `/` (locally; production may put a CDN there and leave SHELL_DIST_DIR unset).
 * A front-end route that is not a file gets index.html so the shell's router takes it; /api/* never does.
 */
export interface ServeShellOptions {
  /** The public site content for `/`'s server-rendered first paint (docs/decisions/005); none: plain index.html. */
  siteContent?: SiteContentSource;
  /**
   * Whether this caller's page must carry the content as it is now rather than the cached round: a verified
   * admin, who may just have changed it (docs/decisions/015). Never a mere cookie: anyone can send one, and
   * each fresh page costs five upstream reads. None: every page takes the cached round.
   */
  readsFresh?: (request: FastifyRequest) => Promise<boolean>;
}

export async function serveShell(
  app: FastifyInstance,
  distDir: string,
  options: ServeShellOptions = {},
): Promise<void> {
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // The build writes .br and .gz beside every text asset (packages/frontend-build): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
  });

  const homePage = createPageCache((indexHtml, content) =>
    renderHomePage(indexHtml, content as SiteBootstrap),
  );
  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]!);
    if (urlPath === '/api' || urlPath.startsWith('/api/'))
      throw new NotFoundError(`Route GET ${urlPath} not found`);
    const relative = urlPath.replace(/^\/+/, '');
    if (relative && path.extname(relative)) return sendOr404(reply, relative);
    if (!acceptsHtml(request.headers.accept)) throw new NotFoundError(`Route GET ${urlPath} not found`);
    if (urlPath === '/' && options.siteContent) {
      // the page never fails over this (identity down, say): a caller not verified now takes the cached round
      const fresh = options.readsFresh ? await options.readsFresh(request).catch(() => false) : false;
      return sendHomePage(request, reply, root, options.siteContent({ fresh }), homePage);
    }
    return reply.sendFile('index.html', root, { cacheControl: false });
  });
}

/** index.html with the home page's first paint; read each time (a few KB) so a redeployed shell is served at once. */
async function sendHomePage(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  siteContent: Promise<SiteBootstrap>,
  homePage: (indexHtml: string, content: object, acceptEncoding: string | undefined) => CompressedPage,
): Promise<FastifyReply> {
  const [indexHtml, content] = await Promise.all([
    readFile(path.join(root, 'index.html'), 'utf8'),
    siteContent,
  ]);
  const { body, encoding } = homePage(indexHtml, content, request.headers['accept-encoding']);
  if (encoding) void reply.header('content-encoding', encoding);
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

function sendOr404(reply: FastifyReply, relative: string): FastifyReply {
  return reply.sendFile(relative, { cacheControl: false });
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
