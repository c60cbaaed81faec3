// Open-loop load for latency figures: request i leaves at start + i / rate seconds, whatever happened to the
// earlier ones, so a slow answer cannot hold the next requests back (which would hide the queueing it causes).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { Pool } = createRequire(path.join(root, 'gateway', 'package.json'))('undici');

/**
 * GETs `url` at `rate` per second for `seconds`; answers p50 and p99 in ms of the 200s (any failure throws).
 * `serverTiming`: also the p50 and p99 of the answers' `Server-Timing: <name>;dur=<ms>` (the server's own time).
 */
export async function paced(url, { seconds, rate, connections, serverTiming = false }) {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const total = seconds * rate;
  const times = [];
  const serverTimes = [];
  let failures = 0;
  await new Promise((finished) => {
    let sent = 0;
    let done = 0;
    const start = performance.now();
    const settle = () => (++done === total ? finished() : undefined);
    const send = () => {
      const sentAt = performance.now();
      let status = 0;
      pool.dispatch(
        { method: 'GET', path: `${pathname}${search}` },
        {
          onRequestStart() {},
          onResponseStart(_controller, statusCode, headers) {
            status = statusCode;
            const timing = serverTiming ? /dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? '')) : null;
            if (timing) serverTimes.push(Number(timing[1]));
          },
          onResponseData() {},
          onResponseEnd() {
            if (status === 200) times.push(performance.now() - sentAt);
            else failures += 1;
            settle();
          },
          onResponseError() {
            failures += 1;
            settle();
          },
        },
      );
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        sent += 1;
        send();
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  await pool.close();
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  const server = serverTimes.length > 0 ? { serverP50: percentile(serverTimes, 50), serverP99: percentile(serverTimes, 99) } : {};
  return { p50: percentile(times, 50), p99: percentile(times, 99), requests: total, ...server };
}
