// The floor any Node gateway stands on: node:http in front of an undici pool, forwarding and answering and
// nothing else (no routing, limits, headers, spans, logs or metrics). Benchmarks run it beside the gateway so
// that what the gateway's own work costs can be told from what Node itself costs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-stack.mjs';

const undici = createRequire(path.join(root, 'gateway', 'package.json')).resolve('undici');

const SOURCE = `
const http = require('node:http');
const { Pool } = require(process.env.UNDICI);
const pool = new Pool(process.env.UPSTREAM, { connections: 64, pipelining: 1 });
http.createServer((req, res) => {
  const chunks = [];
  let status = 502;
  let headers = {};
  pool.dispatch({ method: req.method, path: req.url, headers: { 'x-request-id': 'bench' } }, {
    onRequestStart() {},
    onResponseStart(_c, statusCode, answerHeaders) { status = statusCode; headers = answerHeaders; },
    onResponseData(_c, chunk) { chunks.push(chunk); },
    onResponseEnd() {
      delete headers.connection;
      delete headers['keep-alive'];
      res.writeHead(status, headers).end(Buffer.concat(chunks));
    },
    onResponseError() { res.writeHead(502).end(); },
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Starts the bare proxy on `port` in front of `upstream` (an origin); answers its child process. */
export function startBareProxy(port, upstream) {
  return spawn(process.execPath, ['-e', SOURCE], {
    env: { ...process.env, PORT: String(port), UPSTREAM: upstream, UNDICI: undici },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
