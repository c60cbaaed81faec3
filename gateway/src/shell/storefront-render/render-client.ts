import { RenderedPage } from '@shop/contracts';
import { Pool } from 'undici';
import { maxAgeMs, createAnswerCache } from './answer-cache';

export interface RenderClientOptions {
  /** The storefront render server (STOREFRONT_RENDER_URL). */
  url: string;
  /** A render slower than this is given up: the shopper gets the bare shell (STOREFRONT_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  now?: () => number;
}

/** A file the render server answers as it is (robots.txt, sitemap.xml, favicon, manifest). */
export interface RenderedFile {
  status: number;
  contentType: string;
  cacheControl: string;
  body: Buffer;
}

export interface RenderClient {
  /** The page's parts, or undefined: slow, down or a broken answer, and the caller serves the bare shell. */
  page(pathAndQuery: string, fresh: boolean): Promise<RenderedPage | undefined>;
  file(path: string): Promise<RenderedFile | undefined>;
  close(): Promise<void>;
}

/**
 * Asks the storefront's render server (docs/decisions/020). Only data comes back: the gateway runs none of the
 * storefront's code and does no rendering itself, so a redeployed storefront is served at once and a slow one
 * costs the page its first paint, never the gateway's event loop. What the server says may be shared is kept
 * for its max-age (concurrent requests for one page share one call); a fresh read (a verified admin) is never
 * kept or taken from the cache.
 */
export function createRenderClient(options: RenderClientOptions): RenderClient {
  const { timeoutMs } = options;
  const pool = new Pool(options.url, {
    connections: 16,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });
  const pages = createAnswerCache<RenderedPage | undefined>({ maxEntries: 2000, now: options.now });
  const files = createAnswerCache<RenderedFile | undefined>({ maxEntries: 10, now: options.now });

  const get = async (path: string) => {
    const answer = await pool.request({ method: 'GET', path, signal: AbortSignal.timeout(timeoutMs) });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const header = (name: string) => {
      const value = answer.headers[name];
      return Array.isArray(value) ? value.join(', ') : (value ?? '');
    };
    return { status: answer.statusCode, body, cacheControl: header('cache-control'), contentType: header('content-type') };
  };

  const loadPage = async (pathAndQuery: string, fresh: boolean) => {
    try {
      const answer = await get(`/render?path=${encodeURIComponent(pathAndQuery)}&fresh=${fresh ? 1 : 0}`);
      if (answer.status !== 200) return { value: undefined, ttlMs: 0 };
      const parsed = RenderedPage.safeParse(JSON.parse(answer.body.toString('utf8')));
      if (!parsed.success) return { value: undefined, ttlMs: 0 };
      return { value: parsed.data, ttlMs: parsed.data.shared && !fresh ? maxAgeMs(answer.cacheControl) : 0 };
    } catch {
      return { value: undefined, ttlMs: 0 };
    }
  };

  const loadFile = async (path: string) => {
    try {
      const answer = await get(path);
      if (answer.status >= 500) return { value: undefined, ttlMs: 0 };
      return { value: answer, ttlMs: maxAgeMs(answer.cacheControl) };
    } catch {
      return { value: undefined, ttlMs: 0 };
    }
  };

  return {
    page: (pathAndQuery, fresh) =>
      fresh ? loadPage(pathAndQuery, true).then((answer) => answer.value) : pages.get(pathAndQuery, () => loadPage(pathAndQuery, false)),
    file: (path) => files.get(path, () => loadFile(path)),
    close: () => pool.close(),
  };
}
