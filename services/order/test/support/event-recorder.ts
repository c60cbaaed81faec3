import {
  AUDIT_RECORDED,
  AuditRecordedEvent,
  ORDER_DELETED,
  ORDER_PLACED,
  ORDER_REVISED,
  ORDER_STATUS_CHANGED,
  OrderDeletedEvent,
  OrderPlacedEvent,
  OrderRevisedEvent,
  OrderStatusChangedEvent,
} from '@shop/contracts';
import { EventBus, testing } from '@shop/service-kit';
import pino from 'pino';

export type OrderEvent =
  OrderPlacedEvent | OrderStatusChangedEvent | OrderRevisedEvent | OrderDeletedEvent | AuditRecordedEvent;

/** Listens on the test's exchange like any other service would, and keeps what the order service published. */
export class EventRecorder {
  readonly events: OrderEvent[] = [];
  readonly queue = testing.uniqueName('test.order-events');
  private readonly bus: EventBus;

  constructor(exchange: string, amqpUrl = testing.testAmqpUrl) {
    this.bus = new EventBus({ url: amqpUrl, exchange, logger: pino({ level: 'silent' }) });
  }

  async start(): Promise<this> {
    await this.bus.start();
    const record = async (event: OrderEvent) => void this.events.push(event);
    await this.bus.subscribe({
      queue: this.queue,
      handlers: {
        [ORDER_PLACED]: { schema: OrderPlacedEvent, handle: record },
        [ORDER_STATUS_CHANGED]: { schema: OrderStatusChangedEvent, handle: record },
        [ORDER_REVISED]: { schema: OrderRevisedEvent, handle: record },
        [ORDER_DELETED]: { schema: OrderDeletedEvent, handle: record },
        [AUDIT_RECORDED]: { schema: AuditRecordedEvent, handle: record },
      },
    });
    return this;
  }

  ofType<T extends OrderEvent['type']>(type: T): Array<Extract<OrderEvent, { type: T }>> {
    return this.events.filter((event): event is Extract<OrderEvent, { type: T }> => event.type === type);
  }

  async close(): Promise<void> {
    await this.bus.close();
  }
}
