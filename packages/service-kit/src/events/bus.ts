import amqp, { type Channel, type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from '../logger';
import { ServiceUnavailableError } from '../errors';
import { Consumer, type ConsumeOutcome, type Subscription } from './consumer';
import type { EventEnvelope } from './envelope';
import { publishWithConfirms } from './publish';
import { deadLetterQueue, declareExchanges } from './topology';

export interface EventBusOptions {
  url: string;
  exchange: string;
  logger: Logger;
  /** Longest wait for the broker's confirms before a publish is treated as failed (and retried later). */
  confirmTimeoutMs?: number;
  /** Told of every consumed message's outcome (the metrics count them). */
  onConsumed?: (queue: string, outcome: ConsumeOutcome) => void;
}

/** How many messages wait in a consumed queue and in its dead-letter queue. */
export interface QueueDepth {
  queue: string;
  ready: number;
  deadLettered: number;
}

/**
 * The service's link to RabbitMQ: one connection, a confirm channel for publishing and one channel per
 * consumer. When the connection drops it reconnects with backoff, declares the topology again and resumes
 * every consumer; messages that were in flight are redelivered by the broker.
 */
export class EventBus {
  private connection: ChannelModel | undefined;
  private publishChannel: ConfirmChannel | undefined;
  private readonly consumers: Consumer[] = [];
  private closing = false;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private readonly connectedListeners = new Set<() => void>();

  constructor(private readonly options: EventBusOptions) {}

  get exchange(): string {
    return this.options.exchange;
  }

  isConnected(): boolean {
    return this.publishChannel !== undefined;
  }

  /** Called after every (re)connection; the outbox relay uses it to drain what piled up meanwhile. */
  onConnected(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** Connects now; if the broker is down, keeps trying in the background and resolves anyway. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'broker unreachable at start, will keep retrying');
      this.scheduleReconnect();
    }
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    const channel = this.publishChannel;
    if (!channel) throw new ServiceUnavailableError('Message broker unavailable', 'BROKER_UNAVAILABLE');
    await publishWithConfirms(channel, this.options.exchange, events, this.options.confirmTimeoutMs ?? 5000);
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const consumer = new Consumer(
      subscription,
      this.options.exchange,
      this.options.logger,
      this.options.onConsumed,
    );
    this.consumers.push(consumer);
    const connection = this.connection;
    if (connection)
      await consumer.attach(await connection.createChannel(), () => this.dropConnection(connection));
  }

  /**
   * The depth of every queue this bus consumes and of its dead-letter queue, asked of the broker on a channel of
   * its own; empty when disconnected, rejected when the broker takes longer than `timeoutMs`.
   */
  async queueDepths(timeoutMs: number): Promise<QueueDepth[]> {
    const connection = this.connection;
    if (!connection || this.consumers.length === 0) return [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('queue depth check timed out')), timeoutMs);
    });
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    try {
      const check = async (queue: string) => (await channel.checkQueue(queue)).messageCount;
      const depths = Promise.all(
        this.consumers
          .filter((consumer) => !consumer.perProcess)
          .map(async ({ queue }) => ({
            queue,
            ready: await check(queue),
            deadLettered: await check(deadLetterQueue(queue)),
          })),
      );
      return await Promise.race([depths, timeout]);
    } finally {
      clearTimeout(timer);
      await channel.close().catch(() => undefined);
    }
  }

  /** Stops taking messages, lets handlers that are running finish (bounded), then closes. */
  async close(drainTimeoutMs = 10_000): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    await Promise.all(this.consumers.map((consumer) => consumer.stop(drainTimeoutMs)));
    const connection = this.connection;
    this.connection = undefined;
    this.publishChannel = undefined;
    await connection?.close().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.doConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async doConnect(): Promise<void> {
    const connection = await amqp.connect(this.options.url, { noDelay: true, heartbeat: 10, timeout: 5000 });
    try {
      connection.on('error', (error: Error) =>
        this.options.logger.warn({ err: error }, 'broker connection error'),
      );
      connection.on('close', () => this.handleConnectionLost(connection));
      const setup: Channel = await connection.createChannel();
      await declareExchanges(setup, this.options.exchange);
      await setup.close();
      const publishChannel = await connection.createConfirmChannel();
      publishChannel.on('error', () => undefined);
      publishChannel.on('close', () => {
        if (this.publishChannel === publishChannel) void connection.close().catch(() => undefined);
      });
      for (const consumer of this.consumers) {
        await consumer.attach(await connection.createChannel(), () => this.dropConnection(connection));
      }
      this.connection = connection;
      this.publishChannel = publishChannel;
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    if (this.attempts > 0) this.options.logger.info('reconnected to the broker');
    this.attempts = 0;
    for (const listener of this.connectedListeners) listener();
  }

  /** A channel died on its own: rebuild from a fresh connection, which redeclares and resumes everything. */
  private dropConnection(connection: ChannelModel): void {
    void connection.close().catch(() => undefined);
  }

  private handleConnectionLost(connection: ChannelModel): void {
    if (this.connection !== connection && this.connection !== undefined) return;
    this.connection = undefined;
    this.publishChannel = undefined;
    for (const consumer of this.consumers) consumer.detach();
    if (this.closing) return;
    this.options.logger.warn('lost the broker connection, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    const delay = Math.min(5000, 100 * 2 ** this.attempts);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch((error: unknown) => {
        this.options.logger.warn({ err: error, attempt: this.attempts }, 'broker reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
  }
}
