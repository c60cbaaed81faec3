import { SpanStatusCode, trace } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from '../logger';
import type { ZodType } from 'zod';
import type { EventEnvelope } from './envelope';
import { IN_PROGRESS_WAIT_MS, retryWhileInProgress } from './in-progress-wait';
import { declareConsumerQueue, declareProcessQueue } from './topology';

export interface EventHandler<T extends EventEnvelope = EventEnvelope> {
  /** The envelope schema of the event (from @shop/contracts); a message that fails it is dead-lettered at once. */
  schema: ZodType<T>;
  handle(event: T, delivery: DeliveryInfo): Promise<void>;
}

export interface DeliveryInfo {
  /** How many times the broker delivered this message before (0 on the first delivery). */
  previousDeliveries: number;
  redelivered: boolean;
}

export interface Subscription {
  /** `<service>.<purpose>`, e.g. `cart.order-placed`. */
  queue: string;
  /** Handlers by event type; each type is bound as a routing key. */
  handlers: Record<string, EventHandler<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  prefetch?: number;
  /** Deliveries before a failing message is dead-lettered. */
  maxDeliveries?: number;
  /** How long a delivery waits while another holds the event's claim, before failing (default 35 s). */
  inProgressWaitMs?: number;
  /** Base of the pause before a failed message is handed back, doubled on each retry. */
  retryDelayMs?: number;
  /**
   * Every copy of the service hears every message (a cache to keep current, not work to share): the queue is
   * this process's own, exclusive and deleted with its connection, named `<queue>.<process id>`, without a
   * dead-letter queue. Messages sent while disconnected are missed: the hooks say when the process stops
   * listening and when it listens again (`afterGap`: it may have missed some), so what it keeps is distrusted.
   */
  perProcess?: { onAttached?(afterGap: boolean): void; onDetached?(): void };
}

/** What became of a consumed message: handled, handed back for a retry, or moved to the dead-letter queue. */
export type ConsumeOutcome = 'ok' | 'failed' | 'dead_lettered';

/**
 * One queue's consumer: manual acks, bounded prefetch, a bounded number of retries, then the dead-letter
 * queue. It survives reconnections: the bus attaches it to each new channel.
 */
export class Consumer {
  private channel: Channel | undefined;
  private consumerTag: string | undefined;
  private inFlight = 0;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly subscription: Subscription,
    private readonly exchange: string,
    private readonly logger: Logger,
    private readonly onOutcome: (queue: string, outcome: ConsumeOutcome) => void = () => undefined,
  ) {}

  private processQueue: string | undefined;
  private attachedBefore = false;

  get queue(): string {
    if (!this.subscription.perProcess) return this.subscription.queue;
    this.processQueue ??= `${this.subscription.queue}.${randomUUID()}`;
    return this.processQueue;
  }

  /** A queue of its own per process (no dead-letter queue, not shared work). */
  get perProcess(): boolean {
    return this.subscription.perProcess !== undefined;
  }

  private get maxDeliveries(): number {
    return this.subscription.maxDeliveries ?? 5;
  }

  /** `onLost` is called when this channel dies on its own, so the bus can rebuild the connection. */
  async attach(channel: Channel, onLost: () => void): Promise<void> {
    if (this.stopped) return;
    channel.on('error', () => undefined);
    channel.on('close', () => {
      if (this.channel === channel && !this.stopped) {
        this.detach();
        onLost();
      }
    });
    const { handlers, prefetch, perProcess } = this.subscription;
    const queue = this.queue;
    if (perProcess) await declareProcessQueue(channel, this.exchange, queue, Object.keys(handlers));
    else await declareConsumerQueue(channel, this.exchange, queue, Object.keys(handlers), this.maxDeliveries);
    perProcess?.onAttached?.(this.attachedBefore);
    this.attachedBefore = true;
    await channel.prefetch(prefetch ?? 20);
    this.channel = channel;
    const { consumerTag } = await channel.consume(queue, (message) => {
      if (message) void this.onMessage(channel, message);
    });
    this.consumerTag = consumerTag;
  }

  detach(): void {
    const wasAttached = this.channel !== undefined;
    this.channel = undefined;
    this.consumerTag = undefined;
    if (wasAttached && !this.stopped) this.subscription.perProcess?.onDetached?.();
  }

  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    const { channel, consumerTag } = this;
    if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
    if (this.inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
      ]);
    }
    await channel?.close().catch(() => undefined);
    this.detach();
  }

  private async onMessage(channel: Channel, message: ConsumeMessage): Promise<void> {
    this.inFlight += 1;
    try {
      await this.process(channel, message);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async process(channel: Channel, message: ConsumeMessage): Promise<void> {
    const { queue } = this.subscription;
    const event = this.parse(message);
    if (!event) {
      this.logger.error(
        { queue, routingKey: message.fields.routingKey },
        'invalid message, dead-lettering it',
      );
      this.onOutcome(queue, 'dead_lettered');
      return settle(() => channel.nack(message, false, false));
    }
    const previousDeliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0);
    // amqplib's instrumentation runs this inside the message's consumer span (child of its producer span): the
    // handler's log lines, its database calls and the events it publishes carry the same trace
    const span = trace.getActiveSpan();
    try {
      await retryWhileInProgress(
        () =>
          event.handler.handle(event.envelope, {
            previousDeliveries,
            redelivered: message.fields.redelivered,
          }),
        this.subscription.inProgressWaitMs ?? IN_PROGRESS_WAIT_MS,
      );
      this.onOutcome(queue, 'ok');
      return settle(() => channel.ack(message));
    } catch (error) {
      span?.recordException(error as Error);
      span?.setStatus({ code: SpanStatusCode.ERROR });
      const giveUp = previousDeliveries + 1 >= this.maxDeliveries;
      this.logger.warn(
        { err: error, queue, eventId: event.envelope.id, attempt: previousDeliveries + 1, giveUp },
        giveUp ? 'handler failed for the last time, dead-lettering' : 'handler failed, will retry',
      );
      this.onOutcome(queue, giveUp ? 'dead_lettered' : 'failed');
      if (!giveUp) await sleep((this.subscription.retryDelayMs ?? 100) * 2 ** previousDeliveries);
      return settle(() => channel.nack(message, false, !giveUp));
    }
  }

  private parse(message: ConsumeMessage): { envelope: EventEnvelope; handler: EventHandler } | undefined {
    let json: unknown;
    try {
      json = JSON.parse(message.content.toString('utf8'));
    } catch {
      return undefined;
    }
    const type = (json as { type?: unknown } | null)?.type;
    const handler = typeof type === 'string' ? this.subscription.handlers[type] : undefined;
    if (!handler) return undefined;
    const parsed = handler.schema.safeParse(json);
    if (!parsed.success) return undefined;
    return { envelope: parsed.data as EventEnvelope, handler };
  }
}

/** Acking on a channel that died meanwhile throws; the broker redelivers that message anyway. */
function settle(action: () => void): void {
  try {
    action();
  } catch {
    // the message goes back to the queue with the dead channel
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5000)));
}
