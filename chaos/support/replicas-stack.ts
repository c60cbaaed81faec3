import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { acquireLock, releaseLock } from './lock';
import { Processes, type ProcessName } from './processes';
import { parseQueueList } from './queues';
import { FAULT_RUN_ENV } from './stack-env';

const run = promisify(execFile);

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

const SERVICE_PORTS: Record<string, number> = { identity: 4001, catalog: 4002, cart: 4003, order: 4004, promo: 4005, content: 4006, audit: 4007, notification: 4008, analytics: 4009 };

/**
 * The built shop with several copies of some services, as real processes: on our own FerretDB and our own
 * vhost of the shared RabbitMQ (both wiped on start; the shared broker itself is never touched otherwise).
 */
export class ReplicasStack {
  amqpUrl = '';
  url = '';
  /** Each process's own URL: `catalog` is copy 0, `catalog-1` copy 1. */
  replicaUrls: Record<string, string> = {};
  db!: MongoClient;
  private readonly processes = new Processes();

  constructor(private readonly options: ReplicasStackOptions) {}

  async start(): Promise<void> {
    await acquireLock(LOCK, 300_000);
    await this.untilPortsFree(60_000);
    this.processes.start();
    this.amqpUrl = await this.processes.freshVhost(VHOST);
    await this.processes.startMongo(this.options.mongoUrl, 'ferretdb-replicas');
    const started = await this.processes.startStack({
      portOffset: this.options.portOffset,
      mongoUrl: this.options.mongoUrl,
      amqpUrl: this.amqpUrl,
      replicas: this.options.replicas,
      logsDir: path.join(ROOT, '.data', 'replicas', 'logs'),
      env: { ...FAULT_RUN_ENV, UPSTREAM_HEALTH_INTERVAL_MS: '1000', ...this.options.env },
    });
    this.url = started.url;
    this.replicaUrls = await this.processes.urls();
    this.db = await MongoClient.connect(this.options.mongoUrl, { serverSelectionTimeoutMS: 10_000 });
  }

  /** SIGKILLs one process (`order-1` is order's second copy) and waits until it is gone. */
  kill(app: ProcessName): Promise<void> {
    return this.processes.kill(app, 'SIGKILL');
  }

  async stop(): Promise<void> {
    await this.db?.close().catch(() => undefined);
    await this.processes.stop(); // deletes the vhost too
    releaseLock(LOCK);
  }

  /** Messages (ready and unacknowledged) in every queue of our vhost, by name. */
  async queueDepths(): Promise<Record<string, number>> {
    const { stdout } = await run('rabbitmqctl', ['list_queues', '-q', '--no-table-headers', '-p', VHOST, 'name', 'messages']);
    return parseQueueList(stdout);
  }

  /**
   * A process of an earlier, broken run still on one of our ports would answer our readiness checks in place of
   * the new one: wait for it to go, or fail saying which port.
   */
  private async untilPortsFree(timeoutMs: number): Promise<void> {
    const { portOffset, replicas } = this.options;
    const ports = [4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 8080, 3001, 3002, 3003].map((port) => port + portOffset);
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
