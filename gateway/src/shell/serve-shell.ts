import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '@shop/contracts';
import { NotFoundError, ServiceUnavailableError } from '@shop/service-kit';
import { createPageCache } from './storefront-render/compress-page';
import type { RenderClient } from './storefront-render/render-client';
import { pageIntoShell } from './storefront-render/shell-page';
import { arabicTwinFor, htmlInLanguage, languageOfPath } from './storefront-render/page-language';

const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|gif|ico)$/i;

/** The shell's page in each language: the build writes index.ar.html for /ar pages (Arabic <noscript>, rtl). */
const SHELL_PAGE = { en: 'index.html', ar: 'index.ar.html' } as const;
const SHELL_PAGES: readonly string[] = Object.values(SHELL_PAGE);

/** The files the storefront's render server answers for the whole shop (docs/decisions/020). */
export const STOREFRONT_FILES = ['/robots.txt', '/sitemap.xml', '/favicon.svg', '/manifest.webmanifest'] as const;

/** Caching by kind of file: the manifest and index change on every deploy, hashed assets never do. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'remotes.json') return 'no-store';
  if (SHELL_PAGES.includes(name) || name === 'remoteEntry.js' || name === 'mf-manifest.json') return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Serves the built shell at `/` (locally; production may put a CDN there and leave SHELL_DIST_DIR unset).
 * A front-end route that is not a file gets index.html so the shell's router takes it; /api/* never does.
 */
export interface ServeShellOptions {
  /**
   * The storefront's render server: each storefront route's head, first paint, data block and status
   * (docs/decisions/020). None, slow or down: the bare index.html, as a CDN-served shell.
   */
  render?: RenderClient;
  /**
   * Whether this caller's page must carry the content as it is now rather than the cached round: a verified
   * admin, who may just have changed it (docs/decisions/015). Never a mere cookie: anyone can send one, and
   * each fresh page costs the render server's upstream reads. None: every page takes the cached round.
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

  const { render } = options;
  if (render) {
    for (const file of STOREFRONT_FILES) app.get(file, async (_request, reply) => sendRenderedFile(reply, render, file));
  }

  // the shell with one page's parts, compressed once per index.html and answer (the client keeps answers a while)
  const pages = createPageCache((indexHtml, page) => pageIntoShell(indexHtml, page as RenderedPage));
  app.get('/*', async (request, reply) => {
    const [rawPath, query] = splitUrl(request.url);
    const urlPath = decodedPath(rawPath);
    if (urlPath === undefined) throw new NotFoundError(`Route GET ${rawPath} not found`);
    if (urlPath === '/api' || urlPath.startsWith('/api/'))
      throw new NotFoundError(`Route GET ${urlPath} not found`);
    const relative = urlPath.replace(/^\/+/, '');
    if (relative && path.extname(relative)) return sendOr404(reply, relative);
    if (!acceptsHtml(request.headers.accept)) throw new NotFoundError(`Route GET ${urlPath} not found`);
    // the admin keeps its own rules (its guard is in the shell); every other path is the storefront's to judge
    if (urlPath === '/admin' || urlPath.startsWith('/admin/')) {
      return reply.sendFile('index.html', root, { cacheControl: false });
    }
    // a first visit whose browser prefers Arabic goes to the page's Arabic twin (issue 30)
    const twin = arabicTwinFor(urlPath, query, request.headers);
    if (twin) return reply.code(302).header('location', twin).header('cache-control', 'no-store').header('vary', 'accept-language, cookie').send();
    const language = languageOfPath(urlPath);
    if (!render) return sendBareShell(reply, root, language);
    // the page never fails over this (identity down, say): a caller not verified now takes the cached round
    const fresh = options.readsFresh ? await options.readsFresh(request).catch(() => false) : false;
    const [indexHtml, page] = await Promise.all([
      shellPage(root, language),
      render.page(query ? `${rawPath}?${query}` : rawPath, fresh),
    ]);
    if (!page) return sendBareShell(reply, root, language);
    const { body, encoding } = pages(htmlInLanguage(indexHtml, language), page, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

/** index.html as built (English), or the Arabic page with `<html lang="ar" dir="rtl">`: never a flash of left to right. */
async function sendBareShell(reply: FastifyReply, root: string, language: 'en' | 'ar'): Promise<FastifyReply> {
  if (language === 'en') return reply.sendFile('index.html', root, { cacheControl: false });
  const indexHtml = await shellPage(root, 'ar');
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(htmlInLanguage(indexHtml, 'ar'));
}

/** The shell's page for the language as built; a build without index.ar.html (an older one) gives index.html. */
async function shellPage(root: string, language: 'en' | 'ar'): Promise<string> {
  try {
    return await readFile(path.join(root, SHELL_PAGE[language]), 'utf8');
  } catch (error) {
    if (language === 'en' || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFile(path.join(root, SHELL_PAGE.en), 'utf8');
  }
}

async function sendRenderedFile(reply: FastifyReply, render: RenderClient, file: string): Promise<FastifyReply> {
  const answer = await render.file(file);
  if (!answer) throw new ServiceUnavailableError(`${file} is not available right now. Please try again in a moment.`, 'STOREFRONT_RENDER_UNAVAILABLE');
  return reply
    .status(answer.status)
    .header('cache-control', answer.cacheControl || 'no-cache')
    .type(answer.contentType || 'application/octet-stream')
    .send(answer.body);
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** The path as text; undefined for a malformed escape (`/%E0%A4%A`), which no page or file has. */
function decodedPath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

function sendOr404(reply: FastifyReply, relative: string): FastifyReply {
  return reply.sendFile(relative, { cacheControl: false });
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
