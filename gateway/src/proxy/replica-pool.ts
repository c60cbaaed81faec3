import { Dispatcher, Pool } from 'undici';
import { Balancer } from './balancer';

export interface ReplicaPoolOptions {
  connections: number;
  timeoutMs: number;
  /** How often each replica's /readyz is asked (only with more than one replica). */
  healthIntervalMs: number;
  /** Told whenever a replica is marked down or up again (for the log). */
  onStateChange?(url: string, up: boolean): void;
}

/**
 * One service's replicas as one undici dispatcher, handed to @fastify/reply-from: a keep-alive Pool per replica,
 * round-robin over those that pass their readiness probe. A replica is marked down by a failed probe or a
 * failed connection (undici's `connectionError`) and up again by a good probe. undici's BalancedPool has no
 * readiness probe, and a replica that is up but not ready (database gone) must get no traffic.
 */
export class ReplicaPool extends Dispatcher {
  private readonly pools: Pool[];
  private readonly balancer: Balancer<string>;
  private readonly timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    readonly urls: readonly string[],
    private readonly options: ReplicaPoolOptions,
  ) {
    super();
    this.balancer = new Balancer(urls);
    this.pools = urls.map((url, index) => {
      const pool = new Pool(new URL(url).origin, {
        connections: options.connections,
        pipelining: 1,
        keepAliveTimeout: 60_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connect: { timeout: 5_000 },
      });
      if (urls.length > 1) pool.on('connectionError', () => this.setState(index, false));
      return pool;
    });
    if (urls.length > 1) {
      this.timer = setInterval(() => void this.probe(), options.healthIntervalMs);
      this.timer.unref();
    }
  }

  get replicaCount(): number {
    return this.pools.length;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const pool = this.pools.length === 1 ? this.pools[0]! : this.pools[this.balancer.pick()]!;
    return pool.dispatch(options, handler);
  }

  /** Asks every replica's /readyz once and marks each up or down by its answer. */
  async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      const timeoutMs = Math.max(500, this.options.healthIntervalMs);
      const results = await Promise.all(this.pools.map((pool) => isReady(pool, timeoutMs)));
      results.forEach((ready, index) => this.setState(index, ready));
    } finally {
      this.probing = false;
    }
  }

  override async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.pools.map((pool) => pool.close()));
  }

  override async destroy(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.pools.map((pool) => pool.destroy()));
  }

  private setState(index: number, up: boolean): void {
    if (this.balancer.isUp(index) === up) return;
    if (up) this.balancer.markUp(index);
    else this.balancer.markDown(index);
    this.options.onStateChange?.(this.urls[index]!, up);
  }
}

/** Whether the replica answers its readiness check (`/readyz`) with a 2xx within `timeoutMs`. */
async function isReady(pool: Pool, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await pool.request({
      method: 'GET',
      path: '/readyz',
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body.dump();
    return answer.statusCode >= 200 && answer.statusCode < 300;
  } catch {
    return false;
  }
}
