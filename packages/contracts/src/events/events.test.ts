import { envelope, ids, product, session } from '../__fixtures__/samples';
import { BaseEventEnvelope, eventEnvelope } from './envelope';
import { EVENT_TYPES, type EventOf, type EventType, eventSchemas, isEventType } from './index';
import { z } from 'zod';

const promoRef = { promoId: ids.promo, email: 'mariam@example.com' };

const dataByType: { [T in EventType]: EventOf<T>['data'] } = {
  'order.placed': {
    orderId: ids.order,
    sessionId: session,
    userId: null,
    customerEmail: 'mariam@example.com',
    items: [
      {
        productId: ids.product,
        title: 'Velvet Matte Lipstick',
        quantity: 2,
        unitPrice: 349.99,
        selectedOptions: [{ name: 'Color', value: 'Berry' }],
      },
    ],
    promo: { ...promoRef, promoCode: 'RAMADAN25', discountAmount: 175 },
    subtotal: 699.98,
    discountAmount: 175,
    totalAmount: 658.48,
  },
  'order.status_changed': {
    orderId: ids.order,
    from: 'Incoming',
    to: 'Cancelled',
    changedBy: ids.user,
    promo: promoRef,
    revision: 2,
  },
  'order.deleted': { orderId: ids.order, status: 'Archived', promo: null },
  'order.revised': { orderId: ids.order, status: 'Refunded', revision: 5 },
  'audit.recorded': {
    service: 'catalog',
    resource: 'product.stock',
    resourceId: ids.product,
    action: 'update',
    actor: { userId: ids.user, email: 'admin@example.com' },
    before: { stock: 4 },
    after: { stock: 10 },
    at: '2026-11-21T10:00:00.000Z',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    requestId: 'req-1',
  },
  'promo.used': {
    promoId: ids.promo,
    promoCode: 'RAMADAN25',
    orderId: ids.order,
    email: 'mariam@example.com',
    usageCount: 4,
    discountType: 'percentage',
    discountValue: 25,
    discountAmount: 175,
  },
  'product.updated': { product: product as EventOf<'product.updated'>['data']['product'] },
  'product.deleted': { productId: ids.product },
  'product.stock_changed': {
    productId: ids.product,
    title: 'Velvet Matte Lipstick',
    reason: 'cancelled',
    orderId: ids.order,
    by: { kind: 'order', id: ids.order, name: null },
    changes: [{ option: 'Color', value: 'Berry', delta: 2, stock: 5 }],
    at: '2026-11-21T10:00:00.000Z',
  },
  'category.deleted': { categoryId: ids.category, movedToCategoryId: ids.unassigned },
  'user.registered': {
    userId: ids.user,
    email: 'mariam@example.com',
    first_name: 'Mariam',
    last_name: 'Hassan',
  },
  'user.updated': {
    userId: ids.user,
    email: 'mariam@example.com',
    first_name: 'Mariam',
    last_name: 'Hassan',
    is_admin: true,
    tokenVersion: 2,
  },
  'user.deleted': { userId: ids.user },
};

describe('event registry', () => {
  it('when the registry is listed, then it holds exactly the thirteen events of docs/architecture.md#events: the ten of the first design, the audit entry (decision 003), the stock change and the order revision (decision 009)', () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      [
        'audit.recorded',
        'category.deleted',
        'order.deleted',
        'order.placed',
        'order.revised',
        'order.status_changed',
        'product.deleted',
        'product.stock_changed',
        'product.updated',
        'promo.used',
        'user.deleted',
        'user.registered',
        'user.updated',
      ].sort(),
    );
    expect(isEventType('order.placed')).toBe(true);
    expect(isEventType('toString')).toBe(false);
  });

  it.each(EVENT_TYPES)('when a valid %s event arrives, then its schema accepts it', (type) => {
    const message = envelope(type, dataByType[type]);
    expect(eventSchemas[type].parse(message)).toEqual(message);
  });

  it.each(EVENT_TYPES)('when a %s envelope carries another type, then it is rejected', (type) => {
    const other = EVENT_TYPES.find((t) => t !== type) as EventType;
    expect(eventSchemas[type].safeParse(envelope(other, dataByType[type])).success).toBe(false);
  });

  it.each(EVENT_TYPES)('when a %s event has no id, then it is rejected', (type) => {
    const { id: _id, ...noId } = envelope(type, dataByType[type]);
    expect(eventSchemas[type].safeParse(noId).success).toBe(false);
  });

  it.each(EVENT_TYPES)('when a %s event has empty data, then it is rejected', (type) => {
    expect(eventSchemas[type].safeParse(envelope(type, {})).success).toBe(false);
  });
});

describe('envelope', () => {
  const valid = envelope('user.deleted', { userId: ids.user });
  const schema = eventSchemas['user.deleted'];

  it.each([
    ['an id that is not a uuid', { id: 'evt-1' }],
    ['version 2', { version: 2 }],
    ['a non-ISO occurredAt', { occurredAt: 'yesterday' }],
    ['a missing traceparent', { traceparent: undefined }],
  ])('when the envelope has %s, then it is rejected', (_label, change) => {
    expect(schema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('when traceparent is empty (no active span), then it is accepted', () => {
    expect(schema.safeParse({ ...valid, traceparent: '' }).success).toBe(true);
  });

  it('when a newer publisher adds an envelope field, then consumers drop it instead of failing', () => {
    expect(schema.parse({ ...valid, producer: 'identity' })).toEqual(valid);
  });

  it('when any message is read before dispatch, then the base envelope checks only the frame', () => {
    expect(BaseEventEnvelope.safeParse({ ...valid, type: 'anything.else', data: 42 }).success).toBe(true);
    expect(BaseEventEnvelope.safeParse({ ...valid, type: '' }).success).toBe(false);
  });

  it('when a new event schema is built, then its type and version are literal', () => {
    const Ping = eventEnvelope('test.ping', 3, z.object({ n: z.number() }));
    const ping = Ping.parse({ ...valid, type: 'test.ping', version: 3, data: { n: 1 } });
    const literal: 'test.ping' = ping.type;
    expect(literal).toBe('test.ping');
    expect(Ping.safeParse({ ...ping, version: 1 }).success).toBe(false);
  });
});

describe('event data rules', () => {
  it('when order.placed has a line with quantity 0 or a price with 3 decimals, then it is rejected', () => {
    const data = dataByType['order.placed'];
    const [line] = data.items;
    const bad = (item: object) => envelope('order.placed', { ...data, items: [{ ...line, ...item }] });
    expect(eventSchemas['order.placed'].safeParse(bad({ quantity: 0 })).success).toBe(false);
    expect(eventSchemas['order.placed'].safeParse(bad({ unitPrice: 1.005 })).success).toBe(false);
  });

  it('when order.status_changed names a status outside the 8, then it is rejected', () => {
    const data = { ...dataByType['order.status_changed'], to: 'Shipped' };
    expect(
      eventSchemas['order.status_changed'].safeParse(envelope('order.status_changed', data)).success,
    ).toBe(false);
  });

  it('when user.updated has a fractional tokenVersion, then it is rejected', () => {
    const data = { ...dataByType['user.updated'], tokenVersion: 1.5 };
    expect(eventSchemas['user.updated'].safeParse(envelope('user.updated', data)).success).toBe(false);
  });

  it('when an event is encoded for publishing, then it goes through unchanged (no one-way transforms)', () => {
    for (const type of EVENT_TYPES) {
      const message = envelope(type, dataByType[type]);
      expect(z.encode(eventSchemas[type] as z.ZodType, message)).toEqual(message);
    }
  });
});
