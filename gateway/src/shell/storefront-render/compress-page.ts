import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedPage {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * A rendered page compressed as the browser accepts (the shell's static files are precompressed; this one
 * differs per content). Brotli at a middle quality: a few KB take well under a millisecond.
 */
export function compressedFor(html: string, acceptEncoding: string | undefined): CompressedPage {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: Buffer.from(html) };
}

function preferredEncoding(acceptEncoding: string | undefined): CompressedPage['encoding'] {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A page put together and compressed once per index.html and answer (the render client hands out the same
 * answer object while it keeps it), instead of on every request. Kept per answer object, so many pages cached
 * at once each keep their copies, and a forgotten answer takes its copies with it.
 */
export function createPageCache(render: (indexHtml: string, content: object) => string) {
  const byContent = new WeakMap<object, { indexHtml: string; html: string; variants: Map<string, CompressedPage> }>();
  return (indexHtml: string, content: object, acceptEncoding: string | undefined): CompressedPage => {
    let last = byContent.get(content);
    if (!last || last.indexHtml !== indexHtml) {
      last = { indexHtml, html: render(indexHtml, content), variants: new Map() };
      byContent.set(content, last);
    }
    const key = preferredEncoding(acceptEncoding) ?? 'identity';
    let page = last.variants.get(key);
    if (!page) {
      page = compressedFor(last.html, acceptEncoding);
      last.variants.set(key, page);
    }
    return page;
  };
}
