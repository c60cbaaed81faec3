import type { OrderPlacedEvent } from '@shop/contracts';
import { placedDayOf, placedFactsOf, statusKeyOf } from './order-projection';

function buildEvent(data: Partial<OrderPlacedEvent['data']> = {}, occurredAt = '2026-03-02T10:00:01.000Z') {
  return {
    id: 'e1',
    type: 'order.placed',
    version: 1,
    occurredAt,
    traceparent: '',
    data: {
      orderId: '64b7f0c2a1b2c3d4e5f60718',
      sessionId: 'session',
      userId: null,
      customerEmail: 'nour@shop.test',
      items: [
        { productId: 'p1', title: 'Rose Lipstick', quantity: 3, unitPrice: 33.33, selectedOptions: [] },
        { productId: 'p2', title: 'Night Cream', quantity: 1, unitPrice: 0.1, selectedOptions: [] },
      ],
      promo: null,
      subtotal: 100.09,
      discountAmount: 10.01,
      totalAmount: 152.6,
      ...data,
    },
  } as OrderPlacedEvent;
}

describe('placedFactsOf', () => {
  it('when an order is placed, then its money is kept in whole piastres, line by line', () => {
    const facts = placedFactsOf(buildEvent({ placedAt: '2026-03-02T10:00:00.000Z' }));
    expect(facts).toMatchObject({ total: 15_260, discount: 1001, units: 4, promoCode: null });
    expect(facts.lines.map((line) => line.revenue)).toEqual([9999, 10]);
    expect(facts.placedAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('when an older event has no placedAt and no customer, then its time and an Unknown city stand in', () => {
    const facts = placedFactsOf(buildEvent({}, '2026-03-02T22:10:00.000Z'));
    expect(facts.city).toBe('Unknown');
    expect(placedDayOf(facts, 'Africa/Cairo')).toBe('2026-03-03');
  });

  it('when a status change has no revision, then it counts as revision 1 ordered by its time', () => {
    expect(statusKeyOf(undefined, '2026-03-02T10:00:00.000Z')).toEqual({
      revision: 1,
      at: '2026-03-02T10:00:00.000Z',
    });
    expect(statusKeyOf(4, '2026-03-02T10:00:00.000Z').revision).toBe(4);
  });
});
