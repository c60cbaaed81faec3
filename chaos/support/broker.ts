import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { parseQueueList } from './queues';

const run = promisify(execFile);
const BIN = '/usr/lib/rabbitmq/bin';

export interface BrokerOptions {
  /** Working folder (wiped): data, logs, config and the Erlang cookie of this node. */
  dir: string;
  nodeName?: string;
  /** Ports below the kernel's ephemeral range (32768+), where an outgoing connection could hold them; the
   *  distribution port is also kept out of 20000–29999 (TcpProxy) and 25672 (the shared node). */
  port?: number;
  /** Erlang distribution port (see port). */
  distPort?: number;
}

/**
 * Our own RabbitMQ node (never the shared one on :5672): started straight from RabbitMQ's own scripts with
 * its own name, ports, data, config and cookie, so it can be stopped, paused and started at will.
 */
export class ChaosBroker {
  readonly nodeName: string;
  readonly port: number;
  readonly distPort: number;
  private readonly env: NodeJS.ProcessEnv;

  constructor(private readonly options: BrokerOptions) {
    this.nodeName = options.nodeName ?? 'chaos@localhost';
    this.port = options.port ?? 31672;
    this.distPort = options.distPort ?? 31673;
    const dir = options.dir;
    this.env = {
      ...process.env,
      HOME: path.join(dir, 'home'),
      RABBITMQ_NODENAME: this.nodeName,
      RABBITMQ_NODE_PORT: String(this.port),
      RABBITMQ_DIST_PORT: String(this.distPort),
      RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: path.join(dir, 'log'),
      RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
      // Not /etc/rabbitmq/rabbitmq-env.conf: that one names the shared node.
      RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
      ERL_EPMD_ADDRESS: '127.0.0.1',
    };
  }

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await this.stop(); // a node left over by an interrupted run
    const { dir } = this.options;
    fs.rmSync(dir, { recursive: true, force: true });
    for (const sub of ['home', 'mnesia', 'log']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
    // Its own cookie, so rabbitmqctl from this process reaches this node only.
    const cookie = path.join(dir, 'home', '.erlang.cookie');
    fs.writeFileSync(cookie, `CHAOS${Date.now()}`, { mode: 0o400 });
    fs.writeFileSync(
      path.join(dir, 'rabbitmq.conf'),
      `listeners.tcp.local = 127.0.0.1:${this.port}\nloopback_users = none\n`,
    );
    fs.writeFileSync(path.join(dir, 'enabled_plugins'), '[].\n');
    fs.writeFileSync(path.join(dir, 'rabbitmq-env.conf'), '');
    const out = fs.openSync(path.join(dir, 'server.log'), 'a');
    spawn(`${BIN}/rabbitmq-server`, [], { env: this.env, detached: true, stdio: ['ignore', out, out] }).unref();
    // (rabbitmqctl await_startup fails at once while the node is not yet registered with epmd)
    await this.waitUntilAnswering(120_000);
  }

  /** Halts the whole node (the end of a run). */
  async stop(): Promise<void> {
    if (!fs.existsSync(path.join(this.options.dir, 'home', '.erlang.cookie'))) return;
    await this.ctl('stop').catch(() => undefined);
  }

  /** The broker application stops (connections dropped, port closed); the Erlang node stays. */
  stopApp(): Promise<string> {
    return this.ctl('stop_app');
  }

  async startApp(): Promise<void> {
    await this.ctl('start_app');
    await this.waitUntilAnswering();
  }

  /** The OS process of the node, to freeze it with SIGSTOP. */
  async pid(): Promise<number> {
    return Number((await this.ctl('eval', 'os:getpid().')).replace(/[^0-9]/g, ''));
  }

  async ctl(...args: string[]): Promise<string> {
    const { stdout } = await run(`${BIN}/rabbitmqctl`, ['-n', this.nodeName, ...args], {
      env: this.env,
      timeout: 120_000,
    });
    return stdout;
  }

  /** Messages (ready and unacknowledged) in every queue of the node, by name. */
  async queueDepths(): Promise<Record<string, number>> {
    return parseQueueList(await this.ctl('list_queues', '-q', '--no-table-headers', 'name', 'messages'));
  }

  private async waitUntilAnswering(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const connection = await amqp.connect(this.url);
        await connection.close();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
