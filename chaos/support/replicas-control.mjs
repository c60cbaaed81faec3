// The replicas run's hands on its processes: a plain Node child (forked by replicas-stack.ts, since Jest cannot
// load the launcher's ES modules) that owns this run's own FerretDB and the shop's processes, answers one
// message per command over IPC, and takes everything down when the test process goes away.
import fs from 'node:fs';
import path from 'node:path';
import { ensureMongo } from '../../infra/scripts/lib/mongo.mjs';
import { canConnect, hostPort, waitFor } from '../../infra/scripts/lib/net.mjs';
import { dataDir } from '../../infra/scripts/lib/paths.mjs';
import { startStack } from '../../infra/scripts/lib/stack.mjs';

let stack;
let mongo; // { url, dataName }

async function stopMongo() {
  if (!mongo) return;
  const file = path.join(dataDir, `${mongo.dataName}.pid`);
  if (!fs.existsSync(file)) return;
  try {
    process.kill(Number(fs.readFileSync(file, 'utf8')), 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(file, { force: true });
  const { host, port } = hostPort(mongo.url, 27017);
  await waitFor(async () => !(await canConnect(host, port)), { timeoutMs: 20_000, what: `FerretDB on ${port} to stop` });
}

const commands = {
  /** Our own FerretDB on its own port, data wiped (a previous run's server is stopped first). */
  async startMongo({ url, dataName }) {
    mongo = { url, dataName };
    await stopMongo();
    fs.rmSync(path.join(dataDir, dataName), { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, `${dataName}-state`), { recursive: true, force: true });
    await ensureMongo(() => undefined, { url, dataName });
  },
  async startStack(options) {
    stack = await startStack({ ...options, log: (line) => process.stderr.write(`${line}\n`) });
    return { url: stack.url, replicaUrls: Object.fromEntries(Object.entries(stack.processes).map(([key, handle]) => [key, handle.url])) };
  },
  /** Sends the signal to one process (`order`, `order-1`, ...) and waits until it has exited. */
  async kill({ app, signal }) {
    const handle = stack.processes[app];
    if (!handle) throw new Error(`no process ${app}`);
    handle.kill(signal);
    await handle.exited();
  },
  async stopAll() {
    await stack?.stop();
    stack = undefined;
    await stopMongo();
  },
};

process.on('message', async ({ id, command, args }) => {
  try {
    process.send({ id, ok: true, result: await commands[command](args ?? {}) });
  } catch (error) {
    process.send({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});

process.on('disconnect', async () => {
  await commands.stopAll().catch(() => undefined);
  process.exit(0);
});
