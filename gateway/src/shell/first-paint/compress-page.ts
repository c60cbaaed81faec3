import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A rendered page compressed as the browser accepts (the shell's static files are precompressed; this one
 * differs per content). Brotli at a middle quality: a few KB take well under a millisecond.
 */
export function compressedFor(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}
