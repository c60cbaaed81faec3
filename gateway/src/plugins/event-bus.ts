import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus, type Subscription } from '@shop/service-kit';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
  }
}

export interface GatewayBusOptions {
  amqpUrl: string;
  exchange: string;
  subscriptions: Subscription[];
}

/**
 * The gateway has no database, so it takes only the broker from the kit: the bus, its consumers, readiness
 * ("broker connected") and an orderly close.
 */
export const gatewayBusPlugin = fp<GatewayBusOptions>(
  async (app: FastifyInstance, options) => {
    const bus = new EventBus({ url: options.amqpUrl, exchange: options.exchange, logger: app.log });
    app.decorate('bus', bus);
    app.addReadinessCheck('rabbitmq', async () => bus.isConnected());
    app.addHook('onReady', async () => {
      for (const subscription of options.subscriptions) await bus.subscribe(subscription);
      await bus.start();
    });
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'gateway-bus' },
);
