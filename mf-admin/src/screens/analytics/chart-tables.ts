import type { SalesReport } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { formatEGP } from '@shop/ui-kit';
import { formatCount } from './analytics-rules';

/** One chart's data as a table: what a screen reader reads, and what anyone can copy. */
export interface ChartTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

const money = (value: number) => formatEGP(value);

/** The table behind each chart, in the chart's own order (every day of the range, the ten best sellers...). */
export function chartTables(
  report: SalesReport,
): Record<'byDay' | 'byStatus' | 'topProducts' | 'byCity' | 'promos' | 'byPaymentMethod', ChartTable> {
  return {
    byDay: {
      caption: 'Revenue and orders per day',
      columns: ['Day', 'Orders', 'Revenue', 'Units'],
      rows: report.byDay.map((day) => [
        day.date,
        formatCount(day.orders),
        money(day.revenue),
        formatCount(day.units),
      ]),
    },
    byStatus: {
      caption: 'Orders by status',
      columns: ['Status', 'Orders'],
      rows: report.byStatus.map((row) => [row.status, formatCount(row.orders)]),
    },
    topProducts: {
      caption: 'Top 10 products by revenue',
      columns: ['Product', 'Units', 'Revenue'],
      rows: report.topProducts.map((row) => [row.title, formatCount(row.units), money(row.revenue)]),
    },
    byCity: {
      caption: 'Orders and revenue by city',
      columns: ['City', 'Orders', 'Revenue'],
      rows: report.byCity.map((row) => [row.city, formatCount(row.orders), money(row.revenue)]),
    },
    promos: {
      caption: 'Promo codes',
      columns: ['Code', 'Uses', 'Discount given', 'Revenue'],
      rows: report.promos.map((row) => [
        row.code,
        formatCount(row.uses),
        money(row.discount),
        money(row.revenue),
      ]),
    },
    byPaymentMethod: paymentTable(report),
  };
}

/** Per day, each method's orders and revenue side by side (issue 31); the methods come in the report's order. */
function paymentTable(report: SalesReport): ChartTable {
  const methods = report.byPaymentMethod;
  return {
    caption: 'Orders and revenue by payment method',
    columns: [
      'Day',
      ...methods.flatMap(({ paymentMethod }) => {
        const label = paymentMethodLabel(paymentMethod);
        return [`${label}: orders`, `${label}: revenue`];
      }),
    ],
    rows: report.byDay.map(({ date }) => [
      date,
      ...methods.flatMap((method) => {
        const day = method.byDay.find((candidate) => candidate.date === date);
        return [formatCount(day?.orders ?? 0), money(day?.revenue ?? 0)];
      }),
    ]),
  };
}
