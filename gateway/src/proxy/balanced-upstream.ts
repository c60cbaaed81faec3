import type { Settle } from './answer-handler';
import { Balancer } from './balancer';
import { UpstreamClient, type UpstreamClientOptions, type UpstreamRequest } from './upstream-client';

/** Where a service's requests go: one replica or several. */
export interface Upstream {
  forward(request: UpstreamRequest, settle: Settle): void;
  destroy(): Promise<void>;
}

export interface BalancedUpstreamOptions extends UpstreamClientOptions {
  /** How often each replica's /readyz is asked. */
  healthIntervalMs: number;
  /** Told whenever a replica is marked down or up again (for the log). */
  onStateChange?(url: string, up: boolean): void;
}

/** Failures that say the replica itself is unreachable or gone (not merely slow or answering badly). */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * One keep-alive pool per replica of a service, round-robin over the replicas that pass their readiness probe.
 * A replica is marked down by a failed probe or a connection failure and up again by a good probe.
 *
 * Requests are not retried (a write could be applied twice), with one exception: a connection the replica
 * refused carried no byte of the request, so it goes to another replica. With one replica this is a plain
 * UpstreamClient: no probe, no extra allocation.
 */
export class BalancedUpstream implements Upstream {
  private readonly clients: UpstreamClient[];
  private readonly balancer: Balancer<string>;
  private readonly timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    private readonly urls: readonly string[],
    private readonly options: BalancedUpstreamOptions,
  ) {
    this.clients = urls.map((url) => new UpstreamClient(url, options));
    this.balancer = new Balancer(urls);
    if (urls.length > 1) {
      this.timer = setInterval(() => void this.probe(), options.healthIntervalMs);
      this.timer.unref();
    }
  }

  forward(request: UpstreamRequest, settle: Settle): void {
    if (this.clients.length === 1) return this.clients[0]!.forward(request, settle);
    this.attempt(request, settle, this.balancer.pick(), 1);
  }

  /** Asks every replica's /readyz once and marks each up or down by its answer. */
  async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      const timeoutMs = Math.max(500, this.options.healthIntervalMs);
      const results = await Promise.all(this.clients.map((client) => client.isReady(timeoutMs)));
      results.forEach((ready, index) => this.setState(index, ready));
    } finally {
      this.probing = false;
    }
  }

  /** How many replicas are currently marked up. */
  upCount(): number {
    return this.balancer.upCount();
  }

  async destroy(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.clients.map((client) => client.destroy()));
  }

  private attempt(request: UpstreamRequest, settle: Settle, index: number, attempts: number): void {
    this.clients[index]!.forward(request, (error, answer) => {
      if (error && hasCode(error, CONNECTION_FAILURES)) {
        this.setState(index, false);
        if (attempts < this.clients.length && hasCode(error, REFUSED))
          return this.attempt(request, settle, this.balancer.alternative(index), attempts + 1);
      }
      settle(error, answer);
    });
  }

  private setState(index: number, up: boolean): void {
    if (this.balancer.isUp(index) === up) return;
    if (up) this.balancer.markUp(index);
    else this.balancer.markDown(index);
    this.options.onStateChange?.(this.urls[index]!, up);
  }
}

const REFUSED = new Set(['ECONNREFUSED']);

/** Whether a code along the error's cause chain is one of `codes` (an error may wrap the socket's own). */
function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
