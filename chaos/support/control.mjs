// The fault runs' hands on the processes: a plain Node child (forked by chaos/support/processes.ts) that owns
// our own FerretDB and the shop's processes, because Jest cannot load the launcher's ES modules. It answers
// one message per command over IPC, and takes everything down when the test process goes away.
import fs from 'node:fs';
import path from 'node:path';
import { ensureMongo, wipeMongoData } from '../../infra/scripts/lib/mongo.mjs';
import { canConnect, hostPort, waitFor } from '../../infra/scripts/lib/net.mjs';
import { dataDir } from '../../infra/scripts/lib/paths.mjs';
import { startStack } from '../../infra/scripts/lib/stack.mjs';
import { deleteVhost, freshVhost } from '../../infra/scripts/lib/vhost.mjs';

let stack;
let mongo; // { url, dataName }
let vhost; // the run's own RabbitMQ vhost, deleted with everything else

const pidFile = (dataName) => path.join(dataDir, `${dataName}.pid`);

async function stopMongo(signal = 'SIGTERM') {
  if (!mongo) return;
  const file = pidFile(mongo.dataName);
  const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : undefined;
  fs.rmSync(file, { force: true });
  const signalIt = (sig) => {
    try {
      if (pid) process.kill(pid, sig);
    } catch {
      // already gone
    }
  };
  signalIt(signal);
  const { host, port } = hostPort(mongo.url, 27017);
  const closed = async () => !(await canConnect(host, port));
  try {
    await waitFor(closed, { timeoutMs: 10_000, what: `FerretDB on ${port} to stop` });
  } catch {
    signalIt('SIGKILL');
    await waitFor(closed, { timeoutMs: 10_000, what: `FerretDB on ${port} to stop` });
  }
}

const commands = {
  /** A fresh FerretDB (data wiped) on its own port. */
  async startMongo({ url, dataName }) {
    mongo = { url, dataName };
    await stopMongo();
    await wipeMongoData(dataName);
    await ensureMongo(() => undefined, { url, dataName });
  },
  /** Stops the server (SIGKILL by default: a crash) and starts it again on the same data after `downMs`. */
  async restartMongo({ signal = 'SIGKILL', downMs = 0 }) {
    await stopMongo(signal);
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await ensureMongo(() => undefined, mongo);
  },
  /** A fresh vhost of the shared RabbitMQ (a previous run's queues must not replay into this one); its AMQP URL. */
  freshVhost({ name }) {
    vhost = name;
    return freshVhost(name);
  },
  async startStack(options) {
    stack = await startStack({ ...options, log: (line) => process.stderr.write(`${line}\n`) });
    return { url: stack.url, pids: pids() };
  },
  /** Sends the signal to one process (`order`, or `order-1` for order's second copy) and waits until it has exited. */
  async kill({ app, signal }) {
    const handle = stack.processes[app];
    if (!handle) throw new Error(`no process ${app}`);
    handle.kill(signal);
    await handle.exited();
  },
  async restart({ app }) {
    await stack.processes[app].restart();
    return pids();
  },
  pids,
  /** Each process's own URL (services and gateway have /readyz); `catalog-1` is catalog's second copy. */
  urls: () => Object.fromEntries(Object.entries(stack?.processes ?? {}).map(([name, handle]) => [name, handle.url])),
  async stopAll() {
    await stack?.stop();
    stack = undefined;
    await stopMongo();
    if (vhost) deleteVhost(vhost);
    vhost = undefined;
  },
};

function pids() {
  return Object.fromEntries(Object.entries(stack?.processes ?? {}).map(([name, handle]) => [name, handle.child.pid]));
}

process.on('message', async ({ id, command, args }) => {
  try {
    const result = await commands[command](args ?? {});
    process.send({ id, ok: true, result });
  } catch (error) {
    process.send({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});

// The test process went away, or a signal to the whole process group (Ctrl-C, `timeout`) came first.
let shuttingDown;
const shutDown = () => {
  shuttingDown ??= commands
    .stopAll()
    .catch(() => undefined)
    .finally(() => process.exit(0));
};
process.on('disconnect', shutDown);
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
