// wrk (C, one thread) as a second load generator: much lighter on the shared cores than autocannon.
import { execFile, execFileSync } from 'node:child_process';

export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return error.status === 1; // wrk --version prints its usage and exits 1
  }
}

/** One run: requests/s and the total; fails on any non-2xx answer or socket error. */
export function runWrk(url, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    execFile('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, url], (error, stdout) => {
      if (error) return reject(error);
      const total = Number(/(\d+) requests in/.exec(stdout)?.[1]);
      const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)/.exec(stdout);
      if (!total || failed) return reject(new Error(`${url}: wrk said ${stdout}`));
      resolve({ requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]), total });
    });
  });
}
