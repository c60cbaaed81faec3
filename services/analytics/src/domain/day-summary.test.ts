import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/contracts';
import { buildProjection } from '../../test/support/factories';
import { reportFromAllOrders } from '../../test/support/report-from-all-orders';
import { dayOf } from './calendar';
import { emptySummary, summarizeDay, type DaySummary } from './day-summary';
import type { OrderProjection } from './order-projection';
import { reportFrom, salesReport } from './sales-report';

/** A small deterministic generator (mulberry32), so a failing set of orders can be replayed from its seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FROM = '2026-03-01';
const TO = '2026-03-05';

/**
 * Orders over the first four days of the range, drawn from small sets so that ties are common: the same
 * moment (so the same title time), the same totals per city, promo and product, a product renamed between orders.
 */
function randomOrders(next: () => number, count: number): OrderProjection[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const placedAt = new Date(`2026-03-0${pick([1, 2, 3, 4])}T${pick(['08', '12', '20'])}:00:00Z`);
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
      productId: pick(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12']),
      title: pick(['Rose Lipstick', 'Rose Lipstick Matte', 'Night Cream']),
      units: pick([1, 2, 3]),
      revenue: pick([5000, 10_000, 15_000]),
    }));
    const placed = {
      placedAt,
      total: pick([5000, 10_000, 11_400]),
      discount: pick([0, 0, 1500]),
      units: lines.reduce((sum, line) => sum + line.units, 0),
      city: pick(['Cairo', 'Giza', 'Alexandria', 'Unknown']),
      promoCode: pick([null, null, 'GLOW15', 'SPRING']),
      paymentMethod: pick([undefined, ...PAYMENT_METHODS]),
      lines,
    };
    const isPlaced = next() > 0.1; // some orders have only a status change so far
    return {
      _id: `order-${index}`,
      ...(isPlaced ? { day: dayOf(placedAt, 'Africa/Cairo'), placed } : {}),
      status: pick(ORDER_STATUSES),
      statusRevision: 1,
      statusAt: placedAt.toISOString(),
      deleted: next() < 0.1,
      ...(next() < 0.2 ? { promoUsed: { code: pick(['LATE10', 'GLOW15']), discount: 0 } } : {}),
    };
  });
}

function summariesOf(orders: OrderProjection[]): DaySummary[] {
  const days = [...new Set(orders.flatMap((order) => (order.day ? [order.day] : [])))];
  return days.map((day) =>
    summarizeDay(
      day,
      orders.filter((order) => order.day === day),
    ),
  );
}

describe('summarizeDay and reportFrom', () => {
  it('when random orders are summarised per day and merged, then the report equals the one from all orders at once, ties included', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = randomSource(seed);
      const orders = randomOrders(next, Math.floor(next() * 80));
      expect({ seed, report: salesReport(orders, FROM, TO) }).toEqual({
        seed,
        report: reportFromAllOrders(orders, FROM, TO),
      });
    }
  });

  it('when the summaries are stored (JSON) and merged in any order, then the report is the same', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const next = randomSource(seed);
      const orders = randomOrders(next, 60);
      const stored: DaySummary[] = JSON.parse(JSON.stringify(summariesOf(orders)));
      const shuffled = stored.sort(() => next() - 0.5);
      expect({ seed, report: reportFrom(shuffled, FROM, TO) }).toEqual({
        seed,
        report: reportFromAllOrders(orders, FROM, TO),
      });
    }
  });

  it('when a day has only deleted, unplaced or cancelled orders, then it counts them in statuses only', () => {
    const order = buildProjection({
      _id: 'order-1',
      placed: { ...buildProjection().placed!, promoCode: 'GLOW15' },
    });
    const summary = summarizeDay('2026-03-02', [
      { ...order, status: 'Cancelled' },
      { ...order, deleted: true },
      { ...order, placed: undefined },
    ]);
    expect(summary).toEqual({
      ...emptySummary('2026-03-02'),
      statuses: [{ status: 'Cancelled', orders: 1 }],
    });
  });

  it('when a summary of a day outside the range is given, then it counts nowhere', () => {
    const orders = randomOrders(randomSource(3), 40).filter((order) => order.placed);
    const outside = summarizeDay('2026-02-28', orders);
    expect(reportFrom([outside], FROM, TO)).toEqual(reportFrom([], FROM, TO));
    expect(reportFrom([], FROM, TO).totals.orders).toBe(0);
  });
});
