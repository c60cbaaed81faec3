// Serves a remote's built files the way a CDN would: CORS for the shell's origin, the federation entry and
// manifest never cached (so a redeploy is picked up at once), content-hashed chunks cached for a year.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

export function createStaticServer(dir) {
  const base = path.resolve(dir);
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Lets the shell's page see these requests' timings (the benchmarks' waterfall, real-user monitoring).
    res.setHeader('Timing-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.resolve(base, `.${pathname}`);
    if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }));
    }
    const ext = path.extname(file);
    res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    const accepts = req.headers['accept-encoding'] ?? '';
    // The production build writes .br/.gz copies beside its text files (packages/frontend-build): sent as they are.
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (new RegExp(`\\b${encoding}\\b`).test(accepts) && fs.existsSync(file + suffix)) {
        res.setHeader('Content-Encoding', encoding);
        return res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(file + suffix));
      }
    }
    const body = fs.readFileSync(file);
    const gzip = /\bgzip\b/.test(accepts) && ['.js', '.css', '.json', '.html', '.svg'].includes(ext);
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      return res.end(req.method === 'HEAD' ? undefined : zlib.gzipSync(body));
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

// `node infra/scripts/lib/static-server.mjs <dir> <port>`: one remote, as the launcher runs it.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dir, port] = process.argv.slice(2);
  const server = createStaticServer(dir);
  server.listen(Number(port), '127.0.0.1');
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
