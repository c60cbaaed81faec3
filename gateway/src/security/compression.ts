import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this a compressed answer saves less than the work costs (and a TCP packet holds it anyway). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli or gzip, as the browser accepts, for JSON and text answers above ~1 KB; images and anything the service
 * already encoded pass untouched (the library only compresses compressible types). Brotli at quality 4 rather
 * than its default 11: per request on the hot path, 11 costs many times the CPU for a few percent fewer bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
