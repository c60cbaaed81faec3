import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const ROOT = path.resolve(__dirname, '..', '..');
const VHOST = 'replicas';
/** Two runs of this file at once (a developer's and a whole-suite run) would share FerretDB, vhost and ports. */
const LOCK = path.join(ROOT, '.data', 'replicas.lock');

export interface ReplicasStackOptions {
  portOffset: number;
  mongoUrl: string;
  /** Copies per service, e.g. { order: 2 }. */
  replicas: Record<string, number>;
  env?: Record<string, string>;
}

const SERVICE_PORTS: Record<string, number> = { identity: 4001, catalog: 4002, cart: 4003, order: 4004, promo: 4005, content: 4006, audit: 4007 };

/** Rate limits far above what one run sends from its one address. */
const GENEROUS_LIMITS = Object.fromEntries(
  ['GLOBAL', 'LOGIN', 'SIGNUP', 'PROMO', 'ORDER', 'REVIEW', 'MESSAGE', 'STRICT'].map((name) => [
    `RATE_LIMIT_${name}_MAX`,
    '1000000',
  ]),
);

/**
 * The built shop with several copies of some services, as real processes: on our own FerretDB and our own
 * vhost of the shared RabbitMQ (both wiped on start; the shared broker itself is never touched otherwise).
 */
export class ReplicasStack {
  readonly amqpUrl = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
  url = '';
  /** Each process's own URL: `catalog` is copy 0, `catalog-1` copy 1. */
  replicaUrls: Record<string, string> = {};
  db!: MongoClient;
  private child: ChildProcess | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  constructor(private readonly options: ReplicasStackOptions) {}

  async start(): Promise<void> {
    await acquireLock(300_000);
    await this.untilPortsFree(60_000);
    freshVhost();
    this.child = fork(path.join(__dirname, 'replicas-control.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(message.error));
    });
    await this.send('startMongo', { url: this.options.mongoUrl, dataName: 'ferretdb-replicas' });
    const started = await this.send<{ url: string; replicaUrls: Record<string, string> }>('startStack', {
      portOffset: this.options.portOffset,
      mongoUrl: this.options.mongoUrl,
      amqpUrl: this.amqpUrl,
      replicas: this.options.replicas,
      logsDir: path.join(ROOT, '.data', 'replicas', 'logs'),
      // METRICS_PORT 0: no metrics listener, whose one default port the copies (and other stacks) would fight over
      env: { LOG_LEVEL: 'warn', UPSTREAM_HEALTH_INTERVAL_MS: '1000', METRICS_PORT: '0', ...GENEROUS_LIMITS, ...this.options.env },
    });
    this.url = started.url;
    this.replicaUrls = started.replicaUrls;
    this.db = await MongoClient.connect(this.options.mongoUrl, { serverSelectionTimeoutMS: 10_000 });
  }

  /** SIGKILLs one process (`order-1` is order's second copy) and waits until it is gone. */
  kill(app: string): Promise<void> {
    return this.send('kill', { app, signal: 'SIGKILL' });
  }

  async stop(): Promise<void> {
    await this.db?.close().catch(() => undefined);
    if (this.child?.connected) {
      await this.send('stopAll').catch(() => undefined);
      this.child.disconnect();
    }
    deleteVhost();
    releaseLock();
  }

  /** Messages in each queue of our vhost (ready and unacknowledged). */
  queueDepths(): Record<string, number> {
    const out = execFileSync('rabbitmqctl', ['list_queues', '-q', '-p', VHOST, 'name', 'messages'], {
      encoding: 'utf8',
    });
    const depths: Record<string, number> = {};
    for (const line of out.split('\n')) {
      const [name, messages] = line.trim().split(/\s+/);
      if (name && name !== 'name' && messages !== undefined && /^\d+$/.test(messages)) depths[name] = Number(messages);
    }
    return depths;
  }

  /**
   * A process of an earlier, broken run still on one of our ports would answer our readiness checks in place of
   * the new one: wait for it to go, or fail saying which port.
   */
  private async untilPortsFree(timeoutMs: number): Promise<void> {
    const { portOffset, replicas } = this.options;
    const ports = [4001, 4002, 4003, 4004, 4005, 4006, 4007, 8080, 3001, 3002, 3003].map((port) => port + portOffset);
    const copies = Object.entries(replicas).flatMap(([name, count]) =>
      Array.from({ length: count - 1 }, (_, k) => SERVICE_PORTS[name]! + portOffset + (k + 1) * 100),
    );
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const busy: number[] = [];
      for (const port of [...ports, ...copies]) if (await answers(port)) busy.push(port);
      if (busy.length === 0) return;
      if (Date.now() > deadline) throw new Error(`ports still in use (an earlier run's processes?): ${busy.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }

  private send<T = void>(command: string, args?: unknown): Promise<T> {
    const child = this.child;
    if (!child?.connected) return Promise.reject(new Error('control process not running'));
    const id = (this.nextId += 1);
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, command, args });
    });
  }
}

/** A clean vhost for this run: a previous run's queues must not replay into this one. */
function freshVhost(): void {
  deleteVhost();
  execFileSync('rabbitmqctl', ['add_vhost', VHOST], { stdio: 'ignore' });
  execFileSync('rabbitmqctl', ['set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*'], { stdio: 'ignore' });
}

function deleteVhost(): void {
  try {
    execFileSync('rabbitmqctl', ['delete_vhost', VHOST], { stdio: 'ignore' });
  } catch {
    // it did not exist
  }
}

/** Waits (up to `timeoutMs`) until no other live process runs this stack, then holds the lock file. */
async function acquireLock(timeoutMs: number): Promise<void> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(LOCK, 'utf8'));
    if (!isAlive(holder)) {
      fs.rmSync(LOCK, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another replicas run (pid ${holder}) still holds ${LOCK}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function releaseLock(): void {
  try {
    if (Number(fs.readFileSync(LOCK, 'utf8')) === process.pid) fs.rmSync(LOCK, { force: true });
  } catch {
    // not held
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
