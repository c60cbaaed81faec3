// Issue 10 item 7: resident memory (RSS) of every app of the shop, at idle and under the load of item 2
// (autocannon, 50 connections, GET /api/auth/.well-known/jwks.json through the gateway, as in
// bench/gateway-vs-service.mjs). The whole stack runs as built, on its own ports, FerretDB and vhost
// (bench/lib/bench-stack.mjs), with the demo data seeded. RSS is read from /proc/<pid>/status (VmRSS) of each
// app's process: at idle (after a settling pause, median of samples a second apart), and every second while
// the load runs (median and maximum); VmHWM at the end is each process's peak since it started.
// Linux only. Needs the builds (see BENCHMARKS.md). Usage: node bench/memory.mjs [loadSeconds=20] [idleSeconds=10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startBenchStack, root } from './lib/bench-stack.mjs';
import { median, waitForSeed } from './lib/browser.mjs';
import { writeResult } from './lib/results.mjs';

const require = createRequire(path.join(root, 'gateway', 'package.json'));
const autocannon = require('autocannon');

const LOAD_SECONDS = Number(process.argv[2] ?? 20);
const IDLE_SECONDS = Number(process.argv[3] ?? 10);
const ROUTE = '/api/auth/.well-known/jwks.json';
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** kB figures of /proc/<pid>/status, in MiB. */
function status(pid) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function sample(processes, seconds) {
  const samples = Object.fromEntries(processes.map(([name]) => [name, []]));
  for (let i = 0; i < seconds; i += 1) {
    for (const [name, pid] of processes) samples[name].push(status(pid).rss);
    await sleep(1000);
  }
  return samples;
}

const round = (value) => Number(value.toFixed(1));

async function main() {
  const stack = await startBenchStack({ log: console.log });
  const processes = Object.entries(stack.processes).map(([name, handle]) => [name, handle.child.pid]);
  const figures = { idleMiB: {}, underLoadMedianMiB: {}, underLoadMaxMiB: {}, peakSinceStartMiB: {} };
  try {
    await waitForSeed(stack.url);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await sample(processes, 5);
    const load = autocannon({ url: `${stack.url.replace('localhost', '127.0.0.1')}${ROUTE}`, connections: 50, duration: LOAD_SECONDS });
    const during = await sample(processes, Math.max(1, LOAD_SECONDS - 1));
    const result = await load;
    figures.load = { route: ROUTE, connections: 50, seconds: LOAD_SECONDS, requestsPerSecond: Math.round(result.requests.average), non2xx: result.non2xx, errors: result.errors };
    for (const [name, pid] of processes) {
      figures.idleMiB[name] = round(median(idle[name]));
      figures.underLoadMedianMiB[name] = round(median(during[name]));
      figures.underLoadMaxMiB[name] = round(Math.max(...during[name]));
      figures.peakSinceStartMiB[name] = round(status(pid).hwm);
    }
  } finally {
    await stack.stop();
  }
  const sum = (table) => round(Object.values(table).reduce((a, b) => a + b, 0));
  figures.totalIdleMiB = sum(figures.idleMiB);
  figures.totalUnderLoadMaxMiB = sum(figures.underLoadMaxMiB);
  figures.loadAverage = os.loadavg()[0];
  figures.node = process.version;

  console.log('app            idle MiB   load median   load max   peak (VmHWM)');
  for (const [name] of processes) {
    console.log(
      `${name.padEnd(14)} ${String(figures.idleMiB[name]).padStart(8)} ${String(figures.underLoadMedianMiB[name]).padStart(13)} ` +
        `${String(figures.underLoadMaxMiB[name]).padStart(10)} ${String(figures.peakSinceStartMiB[name]).padStart(14)}`,
    );
  }
  console.log(JSON.stringify(figures.load));
  writeResult('memory', figures);
}

await main();
