// Makes sure RabbitMQ answers AMQP at AMQP_URL; it runs on these machines, and is started when installed but down
// (or put right when a node left frozen or wedged holds the port: ./wedged.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import amqp from 'amqplib';
import { canConnect, hostPort, waitFor } from './net.mjs';
import { exhausted, fileHandleBudget, runningLow } from './rabbit-file-handles.mjs';
import { processInfo, putRightWedged } from './wedged.mjs';

export function amqpUrl() {
  return process.env.AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
}

/** True when a broker at `url` completes the AMQP handshake within the timeout. */
export async function answersAmqp(url, timeoutMs = 5_000) {
  try {
    const connection = await amqp.connect(url, { timeout: timeoutMs });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

export async function ensureRabbit(log = console.log) {
  const url = amqpUrl();
  const { host, port } = hostPort(url, 5672);
  const answers = () => answersAmqp(url);
  const listening = await canConnect(host, port);
  const local = ['127.0.0.1', 'localhost'].includes(host);
  if (listening && (await answers())) {
    log(`RabbitMQ answers at ${host}:${port}`);
    const warning = local && runningLow(fileHandleBudget());
    if (warning) console.warn(warning);
    return;
  }
  const installed = spawnSync('sh', ['-c', 'command -v rabbitmq-server'], { encoding: 'utf8' }).status === 0;
  if (!installed || !local) {
    throw new Error(
      `No AMQP answer at AMQP_URL=${url}. Install RabbitMQ (Debian: apt-get install rabbitmq-server) ` +
        'or run `docker compose up rabbitmq`, or point AMQP_URL at a running broker.',
    );
  }
  const what = 'RabbitMQ';
  const cannotTakeOn = listening && exhausted(fileHandleBudget());
  if (cannotTakeOn) throw new Error(cannotTakeOn);
  // A node recovering its queues holds the port for a while before it answers AMQP.
  const startingGraceMs = 120_000;
  if (listening && (await putRightWedged({ port, what, expected: /^beam/, answers, log, startingGraceMs }))) {
    log('RabbitMQ answers again.');
    return;
  }
  thawEpmd(log);
  // The node's name must be free in epmd, or the new node refuses to start (detached, so nobody would see why).
  await waitFor(async () => !nodeRegistered(), { timeoutMs: 15_000, what: 'epmd to forget the old node' });
  log('Starting RabbitMQ (rabbitmq-server -detached)...');
  spawnSync('rabbitmq-server', ['-detached'], { stdio: 'inherit' });
  try {
    await waitFor(answers, {
      timeoutMs: startingGraceMs,
      intervalMs: 1_000,
      what: `${what} at ${host}:${port} to answer AMQP`,
    });
  } catch (error) {
    log(`The last lines of RabbitMQ's log:\n${logTail()}`);
    throw error;
  }
  log('RabbitMQ started.');
}

/** Whether epmd still lists a node called `rabbit` (the name `rabbitmq-server` starts). */
function nodeRegistered() {
  const out = spawnSync('epmd', ['-names'], { encoding: 'utf8' }).stdout ?? '';
  return /^name rabbit at port/m.test(out);
}

function logTail() {
  const dir = '/var/log/rabbitmq';
  try {
    const file = fs.readdirSync(dir).find((name) => /^rabbit@[^_]+\.log$/.test(name));
    return file ? fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(-30).join('\n') : '(none)';
  } catch {
    return `(cannot read ${dir})`;
  }
}

/** A node starts only once Erlang's port mapper answers; one left stopped with the old node would hang it. */
function thawEpmd(log) {
  const pids = spawnSync('pgrep', ['-x', 'epmd'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const pid of pids.map(Number)) {
    if (processInfo(pid)?.state !== 'T') continue;
    log(`epmd (pid ${pid}) was left stopped; sending it SIGCONT`);
    process.kill(pid, 'SIGCONT');
  }
}
