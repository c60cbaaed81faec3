import type { SalesReport } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from './analytics-rules';

// One colour per method, from the shop's palette (ui-kit's custom properties), as the other charts use.
const COLOURS = ['var(--shop-primary, #b0476b)', 'var(--shop-primary-strong, #7a2746)'];

/** Orders per Cairo day, one bar per payment method (issue 31); the table under it has the revenue too. */
export function PaymentChart({ report, height }: { report: SalesReport; height: number }) {
  const data = report.byDay.map(({ date }) => ({
    label: shortDay(date),
    ...Object.fromEntries(
      report.byPaymentMethod.map((method) => [
        method.paymentMethod,
        method.byDay.find((day) => day.date === date)?.orders ?? 0,
      ]),
    ),
  }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ left: 8, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
        <Tooltip />
        <Legend />
        {report.byPaymentMethod.map((method, index) => (
          <Bar
            key={method.paymentMethod}
            isAnimationActive={false}
            dataKey={method.paymentMethod}
            name={paymentMethodLabel(method.paymentMethod)}
            fill={COLOURS[index % COLOURS.length]}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
