import { randomUUID } from 'node:crypto';
import type { AuditRecordedData, AuditRecordedEvent } from '@shop/contracts';

/** An `audit.recorded` event as a service's outbox sends it: an admin changed a product's price. */
export function buildAuditRecorded(
  overrides: Partial<AuditRecordedData> = {},
  id: string = randomUUID(),
): AuditRecordedEvent {
  return {
    id,
    type: 'audit.recorded',
    version: 1,
    occurredAt: new Date().toISOString(),
    traceparent: '',
    data: {
      service: 'catalog',
      resource: 'product',
      resourceId: '64b0000000000000000000aa',
      action: 'update',
      actor: { userId: '64b000000000000000000001', email: 'admin@shop.test' },
      before: { title: 'Velvet Matte Lipstick', price: 349.99 },
      after: { title: 'Velvet Matte Lipstick', price: 299.99 },
      at: new Date().toISOString(),
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      requestId: 'req-1',
      ...overrides,
    },
  };
}
