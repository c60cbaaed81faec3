import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ChaosBroker } from './broker';
import { acquireLock, releaseLock } from './lock';
import { Processes } from './processes';
import { ShopClient } from './shop-client';
import { FAULT_RUN_ENV } from './stack-env';

const ROOT = path.resolve(__dirname, '..', '..');
const LOCK = path.join(ROOT, '.data', 'chaos.lock');

export interface HarnessOptions {
  /**
   * Added to every app's port: 27000 (services on 31001+) keeps clear of `npm start`, e2e (+10000), TcpProxy
   * (20000–29999) and, for the services, of the kernel's ephemeral ports (32768+) a restarted one could lose.
   */
  portOffset?: number;
  mongoPort?: number;
  brokerPort?: number;
  brokerDistPort?: number;
  /** Extra environment for every app. */
  env?: Record<string, string>;
}

/**
 * The built shop as real processes on our own FerretDB and our own RabbitMQ node (data wiped on start), with
 * the means to break them: the broker (`broker`), the database and each app (`processes`).
 */
export class ChaosHarness {
  readonly broker: ChaosBroker;
  readonly processes = new Processes();
  readonly mongoUrl: string;
  readonly dataDir = path.join(ROOT, '.data', 'chaos');
  shop!: ShopClient;
  db!: MongoClient;
  adminToken!: string;

  constructor(private readonly options: HarnessOptions = {}) {
    this.mongoUrl = `mongodb://127.0.0.1:${options.mongoPort ?? 27020}`;
    this.broker = new ChaosBroker({
      dir: path.join(this.dataDir, 'rabbitmq'),
      port: options.brokerPort,
      distPort: options.brokerDistPort,
    });
  }

  async start(): Promise<this> {
    await acquireLock(LOCK, 20 * 60_000);
    this.processes.start();
    await Promise.all([this.broker.start(), this.processes.startMongo(this.mongoUrl, 'ferretdb-chaos')]);
    const portOffset = this.options.portOffset ?? 27_000;
    const { url } = await this.processes.startStack({
      portOffset,
      // 8080 + 27000 lies in the kernel's ephemeral range (32768+), where an outgoing connection of a service
      // started before the gateway can hold it (CI once failed every fault run on EADDRINUSE); beside the
      // services (4001–4009 + offset) the gateway's port stays below that range.
      ports: { gateway: 4080 + portOffset },
      mongoUrl: this.mongoUrl,
      amqpUrl: this.broker.url,
      logsDir: path.join(this.dataDir, 'logs'),
      env: { ...FAULT_RUN_ENV, ...this.options.env },
    });
    this.shop = new ShopClient(url);
    this.db = await MongoClient.connect(this.mongoUrl, { serverSelectionTimeoutMS: 10_000 });
    this.adminToken = await this.shop.loginAdmin();
    return this;
  }

  async stop(): Promise<void> {
    await this.db?.close().catch(() => undefined);
    await this.processes.stop();
    await this.broker.stop();
    releaseLock(LOCK);
  }

  /**
   * Waits until every service and the gateway answer /readyz with 200; answers the apps still not ready
   * when `timeoutMs` ran out (none when all recovered).
   */
  async unreadyAfter(timeoutMs: number): Promise<string[]> {
    const urls = Object.entries(await this.processes.urls()).filter(([name]) => !name.startsWith('mf-'));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const unready: string[] = [];
      for (const [name, url] of urls) {
        const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })
          .then((res) => res.ok)
          .catch(() => false);
        if (!ok) unready.push(name);
      }
      if (unready.length === 0 || Date.now() > deadline) return unready;
      await sleep(1000);
    }
  }

  /** New products with `stock` units each, for one scenario's orders. */
  async products(count: number, stock: number): Promise<Array<{ id: string; stock: number }>> {
    const products: Array<{ id: string; stock: number }> = [];
    for (let i = 0; i < count; i += 1) products.push({ id: await this.shop.createProduct(this.adminToken, stock), stock });
    return products;
  }
}

/** One harness for a test file: started before its tests, stopped after. */
export function useHarness(options: HarnessOptions = {}): ChaosHarness {
  const harness = new ChaosHarness(options);
  beforeAll(() => harness.start(), 25 * 60_000); // may wait for another run's lock
  afterAll(() => harness.stop(), 120_000);
  return harness;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
