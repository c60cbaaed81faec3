// The order-to-consumers benchmark's watcher: when each placed order's three effects are in the services'
// databases: the catalog kept the order's stock hold (marked placed), the cart was emptied, the promo use counted.
import amqp from 'amqplib';
import { sleep } from './processes.mjs';

/** Watches the three services' databases until each order's three effects are there. */
export class EffectTracker {
  /**
   * @param {import('mongodb').MongoClient} client
   * @param {{ catalog: string, cart: string, promo: string }} databases
   * @param {string} amqpUrl
   */
  constructor(client, databases, amqpUrl) {
    this.amqpUrl = amqpUrl;
    this.holds = client.db(databases.catalog).collection('stock_holds');
    this.carts = client.db(databases.cart).collection('carts');
    this.usages = client.db(databases.promo).collection('promo_usages');
    this.eventIds = new Map();
    this.heardAt = new Map();
    this.reset();
    this.stopped = false;
    this.loop = this.run();
  }

  /** Hears every order.placed on the services' exchange, for its event id. */
  async listen() {
    this.connection = await amqp.connect(this.amqpUrl);
    const channel = await this.connection.createChannel();
    await channel.assertExchange('shop.events', 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, 'shop.events', 'order.placed');
    await channel.consume(
      queue,
      (message) => {
        const event = JSON.parse(message.content.toString());
        this.eventIds.set(event.data.orderId, event.id);
        this.heardAt.set(event.data.orderId, Date.now());
      },
      { noAck: true },
    );
    return this;
  }

  reset() {
    this.pending = new Map();
    this.results = [];
    this.rounds = [];
  }

  watch(order) {
    this.pending.set(order.orderId, { ...order, seen: {} });
  }

  async stop() {
    this.stopped = true;
    await this.loop;
    await this.connection?.close().catch(() => undefined);
  }

  async drain(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0 && Date.now() < deadline) await sleep(20);
    return this.pending.size === 0;
  }

  async run() {
    while (!this.stopped) {
      try {
        await this.round();
      } catch (error) {
        console.error(`polling round failed: ${error.message}`);
        await sleep(50);
      }
    }
  }

  async round() {
    if (this.pending.size === 0) {
      await sleep(2);
      return;
    }
    const orders = [...this.pending.values()];
    const began = performance.now();
    const [holds, carts, usages] = await Promise.all([
      this.holds
        .find({ _id: { $in: orders.map((o) => o.orderId) }, placed: true })
        .project({ updatedAt: 1 })
        .toArray(),
      this.carts
        .find({ _id: { $in: orders.map((o) => o.sessionId) } })
        .project({ emptiedForOrders: 1, updatedAt: 1 })
        .toArray(),
      this.usages
        .find({ _id: { $in: orders.map((o) => o.orderId) } })
        .project({ createdAt: 1 })
        .toArray(),
    ]);
    const now = Date.now();
    this.rounds.push(performance.now() - began);
    const holdById = new Map(holds.map((h) => [h._id, h]));
    const cartById = new Map(carts.map((c) => [c._id, c]));
    const usageById = new Map(usages.map((u) => [u._id, u]));
    for (const order of orders) {
      const hold = holdById.get(order.orderId);
      if (order.seen.catalog === undefined && hold) order.seen.catalog = hold.updatedAt.getTime();
      const cart = cartById.get(order.sessionId);
      if (order.seen.cart === undefined && cart?.emptiedForOrders?.includes(order.orderId))
        order.seen.cart = cart.updatedAt.getTime();
      const usage = usageById.get(order.orderId);
      if (order.seen.promo === undefined && usage) order.seen.promo = usage.createdAt.getTime();
      if (Object.keys(order.seen).length < 3) continue;
      const byConsumer = Object.fromEntries(
        Object.entries(order.seen).map(([k, t]) => [k, Math.max(0, t - order.answeredAt)]),
      );
      this.results.push({
        published: Math.max(0, (this.heardAt.get(order.orderId) ?? now) - order.answeredAt),
        stamped: Math.max(...Object.values(byConsumer)),
        observed: Math.max(0, now - order.answeredAt),
        byConsumer,
      });
      this.pending.delete(order.orderId);
    }
  }
}
