import { renderToStaticMarkup } from 'react-dom/server';
import type { SalesReport } from '@shop/contracts';
import { DataTable } from './ChartPanel';
import { chartTables } from './chart-tables';
import { SalesTiles } from './SalesTiles';

function buildReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    from: '2026-03-01',
    to: '2026-03-02',
    totals: { orders: 3, revenue: 1234.5, units: 5, discount: 50, averageOrderValue: 411.5 },
    byDay: [
      { date: '2026-03-01', orders: 0, revenue: 0, units: 0 },
      { date: '2026-03-02', orders: 3, revenue: 1234.5, units: 5 },
    ],
    byStatus: [{ status: 'Incoming', orders: 3 }],
    topProducts: [{ productId: 'p1', title: 'Rose <b>Lipstick</b>', units: 5, revenue: 1000 }],
    byCity: [{ city: 'Giza', orders: 3, revenue: 1234.5 }],
    promos: [{ code: 'GLOW15', uses: 1, discount: 50, revenue: 400 }],
    byPaymentMethod: [
      {
        paymentMethod: 'cash_on_delivery',
        orders: 2,
        revenue: 834.5,
        byDay: [
          { date: '2026-03-01', orders: 0, revenue: 0 },
          { date: '2026-03-02', orders: 2, revenue: 834.5 },
        ],
      },
      {
        paymentMethod: 'card_on_delivery',
        orders: 1,
        revenue: 400,
        byDay: [
          { date: '2026-03-01', orders: 0, revenue: 0 },
          { date: '2026-03-02', orders: 1, revenue: 400 },
        ],
      },
    ],
    ...overrides,
  };
}

describe('analytics tables', () => {
  it('when a report is shown, then every chart has a table with its rows in EGP with two decimals', () => {
    const tables = chartTables(buildReport());
    expect(tables.byDay.rows).toEqual([
      ['2026-03-01', '0', '0.00 EGP', '0'],
      ['2026-03-02', '3', '1234.50 EGP', '5'],
    ]);
    expect(tables.promos.rows).toEqual([['GLOW15', '1', '50.00 EGP', '400.00 EGP']]);
    expect(tables.topProducts.caption).toBe('Top 10 products by revenue');
  });

  it('when orders paid cash and card, then the payment table shows each method s orders and revenue per day', () => {
    const table = chartTables(buildReport()).byPaymentMethod;
    expect(table.columns).toEqual([
      'Day',
      'Cash on delivery: orders',
      'Cash on delivery: revenue',
      'Card on delivery: orders',
      'Card on delivery: revenue',
    ]);
    expect(table.rows).toEqual([
      ['2026-03-01', '0', '0.00 EGP', '0', '0.00 EGP'],
      ['2026-03-02', '2', '834.50 EGP', '1', '400.00 EGP'],
    ]);
  });

  it('when a table is drawn, then it has a caption, column headers and row headers, and names stay text', () => {
    const html = renderToStaticMarkup(<DataTable table={chartTables(buildReport()).topProducts} />);
    expect(html).toContain('<caption');
    expect(html).toContain('<th scope="col">Revenue</th>');
    expect(html).toContain('<th scope="row">Rose &lt;b&gt;Lipstick&lt;/b&gt;</th>');
  });

  it('when the totals are shown, then each tile has its figure', () => {
    const html = renderToStaticMarkup(<SalesTiles totals={buildReport().totals} />);
    for (const text of [
      'Revenue',
      '1234.50 EGP',
      'Orders',
      'Average order value',
      '411.50 EGP',
      'Discount given',
    ])
      expect(html).toContain(text);
  });
});
