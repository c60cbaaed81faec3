// Small helpers for benchmarks that start the apps as processes.
import fs from 'node:fs';
import net from 'node:net';

/** A port nothing listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the app answers `/readyz` (200 ms between looks), or fails if its process ended. */
export async function waitReady(url, child, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not become ready`);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** CPU seconds a process has used so far (Linux), or undefined elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** Starts counting the children's CPU; the returned function gives each one's µs per request for `requests`. */
export function cpuMeter(children) {
  const before = children.map((child) => cpuSeconds(child.pid));
  return (requests) =>
    children.map((child, i) => {
      const after = cpuSeconds(child.pid);
      return after === undefined ? undefined : Math.round(((after - before[i]) * 1e6) / requests);
    });
}
