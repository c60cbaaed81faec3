// Redis, where the gateway counts its rate limits for every replica (docs/decisions/030). Optional: the machine's
// own Redis on 127.0.0.1:6379 (these machines run one; `apt-get install redis-server` elsewhere) or REDIS_URL.
// When none answers, the gateway counts in its own memory, which is all one gateway needs.
import net from 'node:net';
import { hostPort } from './net.mjs';

export function redisUrl() {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** Whether a Redis answers PING at the URL within the timeout (a port taken by something else does not count). */
export function redisAnswers(url = redisUrl(), timeoutMs = 1000) {
  const { host, port } = hostPort(url, 6379);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/** The gateway's environment for the rate-limit store: the URL when Redis answers, nothing (memory) otherwise. */
export async function rateLimitStoreEnv(log = console.log) {
  const url = redisUrl();
  if (await redisAnswers(url)) {
    log(`Redis answers at ${new URL(url).host}: the gateway counts its rate limits there.`);
    return { RATE_LIMIT_REDIS_URL: url };
  }
  log(
    `No Redis at ${new URL(url).host}: the gateway counts its rate limits in its own memory (fine for one gateway).`,
  );
  return {};
}
