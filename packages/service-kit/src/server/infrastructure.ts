import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from 'mongodb';
import { EventBus } from '../events/bus';
import { OutboxRelay } from '../events/outbox';
import { consumerOutcomeCounter, registerQueueDepthMetrics } from '../metrics/broker-metrics';
import { registerOutboxMetrics } from '../metrics/outbox-metrics';
import { processedEventsRetention } from '../events/processed-events';
import { RetentionSweeper, ensureTtlIndexes, isFerretDb, type RetentionRule } from '../mongo/retention';
import { connectMongo, ensureIndexes, type IndexDeclaration } from '../mongo/mongo';
import { serviceIndexes } from '../mongo/query-shapes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    bus: EventBus;
    /** Call `outbox.notify()` after a write that raised events, so they go out at once. */
    outbox: OutboxRelay;
  }
}

export interface InfrastructureOptions {
  mongoUrl: string;
  dbName: string;
  amqpUrl: string;
  exchange: string;
  indexes?: IndexDeclaration[];
  /** Collections whose documents carry pending events. */
  outboxCollections?: string[];
  outboxPollIntervalMs?: number;
  /**
   * How long documents are kept (decision 019), beside the kit's own (processed-event markers): TTL indexes on
   * MongoDB, the kit's RetentionSweeper on FerretDB.
   */
  retention?: RetentionRule[];
  /** How often the sweeper runs on FerretDB (an hour by default). */
  retentionSweepMs?: number;
}

/**
 * Connects a service to its database and the broker, declares its indexes, starts the outbox relay, and
 * wires readiness and an orderly shutdown: the relay stops, consumers finish what they hold, then the
 * connections close.
 */
export const infrastructurePlugin = fp<InfrastructureOptions>(
  async (app: FastifyInstance, options) => {
    const mongo = await connectMongo(options.mongoUrl, options.dbName);
    const outboxCollections = options.outboxCollections ?? [];
    await ensureIndexes(mongo.db, serviceIndexes(options.indexes ?? [], outboxCollections));
    const retention = [processedEventsRetention, ...(options.retention ?? [])];
    const sweeper = (await isFerretDb(mongo.db))
      ? new RetentionSweeper({
          db: mongo.db,
          rules: retention,
          logger: app.log,
          intervalMs: options.retentionSweepMs,
        })
      : undefined;
    if (!sweeper) await ensureTtlIndexes(mongo.db, retention);
    const metrics = app.hasDecorator('metrics') ? app.metrics : undefined;
    const bus = new EventBus({
      url: options.amqpUrl,
      exchange: options.exchange,
      logger: app.log,
      onConsumed: metrics && consumerOutcomeCounter(metrics),
    });
    const outbox = new OutboxRelay({
      db: mongo.db,
      collections: outboxCollections,
      publish: (events) => bus.publish(events),
      logger: app.log,
      pollIntervalMs: options.outboxPollIntervalMs,
    });
    bus.onConnected(() => outbox.notify());
    if (metrics) {
      registerOutboxMetrics(metrics, mongo.db, outboxCollections, app.log);
      registerQueueDepthMetrics(metrics, bus);
    }

    app.decorate('db', mongo.db);
    app.decorate('bus', bus);
    app.decorate('outbox', outbox);
    app.addReadinessCheck('mongodb', mongo.ping);
    app.addReadinessCheck('rabbitmq', async () => bus.isConnected());

    app.addHook('onReady', async () => {
      await bus.start();
      outbox.start();
      sweeper?.start();
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
      await outbox.stop();
      await bus.close();
      await mongo.close();
    });
  },
  { name: 'shop-infrastructure' },
);
