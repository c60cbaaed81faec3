import { isLiveStatus, toPiastres, fromPiastres, type Order } from '@shop/contracts';

/**
 * The figures as the order service's own data gives them, worked out independently of the service under test:
 * every order it still holds, on the Cairo day of its `createdAt`, revenue from its stored `totalAmount`.
 */
export function expectedFigures(orders: Order[], from: string, to: string) {
  const cairoDay = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(iso));
  const inRange = orders.filter((order) => {
    const day = cairoDay(order.createdAt);
    return day >= from && day <= to;
  });
  const live = inRange.filter((order) => isLiveStatus(order.status));
  const sum = (list: Order[], pick: (order: Order) => number) =>
    list.reduce((total, order) => total + pick(order), 0);
  const revenue = sum(live, (order) => toPiastres(order.totalAmount));
  const perDay = new Map<string, { orders: number; revenue: number; units: number }>();
  for (const order of live) {
    const day = perDay.get(cairoDay(order.createdAt)) ?? { orders: 0, revenue: 0, units: 0 };
    day.orders += 1;
    day.revenue += toPiastres(order.totalAmount);
    day.units += sum([order], (o) => o.items.reduce((units, item) => units + item.quantity, 0));
    perDay.set(cairoDay(order.createdAt), day);
  }
  const statuses = new Map<string, number>();
  for (const order of inRange) statuses.set(order.status, (statuses.get(order.status) ?? 0) + 1);
  return {
    totals: {
      orders: live.length,
      revenue: fromPiastres(revenue),
      units: sum(live, (order) => order.items.reduce((units, item) => units + item.quantity, 0)),
      discount: fromPiastres(sum(live, (order) => toPiastres(order.discountAmount))),
      averageOrderValue: live.length ? fromPiastres(Math.round(revenue / live.length)) : 0,
    },
    days: Object.fromEntries(
      [...perDay].map(([day, figures]) => [day, { ...figures, revenue: fromPiastres(figures.revenue) }]),
    ),
    statuses: Object.fromEntries(statuses),
    promoUses: live.filter((order) => order.promoCode).length,
  };
}

/** A payment method's row of the sales report as a test states it: its totals, then its days as [date, orders, revenue]. */
export function methodRow(
  paymentMethod: string,
  totals: { orders: number; revenue: number },
  days: Array<[date: string, orders: number, revenue: number]>,
) {
  return {
    paymentMethod,
    ...totals,
    byDay: days.map(([date, orders, revenue]) => ({ date, orders, revenue })),
  };
}
