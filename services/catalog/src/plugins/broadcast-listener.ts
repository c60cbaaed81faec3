import amqp, { type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';

export interface BroadcastListenerOptions {
  url: string;
  exchange: string;
  routingKeys: string[];
  onMessage(type: string, message: unknown): void;
  /** false when the feed stopped (messages may be missed), true once it listens again. */
  onConnectionChange(connected: boolean): void;
  logger: FastifyBaseLogger;
}

/**
 * Every replica hears every message of some types on its own exclusive, auto-deleted queue (the kit's
 * consumers share one durable queue between replicas, which is right for work, not for telling each
 * replica to drop its cache). Reconnects with backoff; the caller learns of every gap.
 */
export class BroadcastListener {
  private connection: ChannelModel | undefined;
  private closing = false;
  private attempts = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BroadcastListenerOptions) {}

  /** Connects now if it can; otherwise keeps trying in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'cache invalidation feed unreachable, will keep retrying');
      this.scheduleReconnect();
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    const connection = this.connection;
    this.connection = undefined;
    await connection?.close().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const connection = await amqp.connect(this.options.url, { heartbeat: 10, timeout: 5000 });
    try {
      connection.on('error', (error: Error) =>
        this.options.logger.warn({ err: error }, 'invalidation feed error'),
      );
      connection.on('close', () => this.handleLost(connection));
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      // A channel that dies alone would leave a silent feed: drop the connection so it is rebuilt.
      channel.on('close', () => void connection.close().catch(() => undefined));
      await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      for (const key of this.options.routingKeys) await channel.bindQueue(queue, this.options.exchange, key);
      await channel.consume(queue, (message) => message && this.deliver(message), { noAck: true });
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      await connection.close().catch(() => undefined);
      return;
    }
    this.connection = connection;
    this.attempts = 0;
    this.options.onConnectionChange(true);
  }

  private deliver(message: ConsumeMessage): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.content.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    this.options.onMessage(message.fields.routingKey, parsed);
  }

  private handleLost(connection: ChannelModel): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.options.onConnectionChange(false);
    if (!this.closing) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing || this.timer) return;
    const delay = Math.min(5000, 100 * 2 ** this.attempts);
    this.attempts += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect().catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'invalidation feed reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
  }
}
