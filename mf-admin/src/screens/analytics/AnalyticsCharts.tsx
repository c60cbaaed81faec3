import type { SalesReport } from '@shop/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatEGP } from '@shop/ui-kit';
import { PaymentChart } from './PaymentChart';
import { shortDay } from './analytics-rules';
import { ChartPanel } from './ChartPanel';
import { chartTables } from './chart-tables';
import styles from './AnalyticsPage.module.css';

// The shop's palette (ui-kit's custom properties) so the charts match the rest of the back office.
const PRIMARY = 'var(--shop-primary, #b0476b)';
const ACCENT = 'var(--shop-primary-strong, #7a2746)';
const HEIGHT = 280;
// Series are drawn without animation: the figures show at once, also for people who ask for reduced motion.

const egp = (value: unknown) => formatEGP(Number(value));

// Long product titles would push the bars off a phone: the axis shows their start, the table the whole title.
const TICK_CHARACTERS = 16;
const shortName = (value: unknown) => {
  const text = String(value);
  return text.length > TICK_CHARACTERS ? `${text.slice(0, TICK_CHARACTERS - 1)}…` : text;
};

/** Horizontal bars: long names (products, cities) stay readable on a phone. */
function Bars({
  data,
  name,
  value,
  label,
  money,
}: {
  data: object[];
  name: string;
  value: string;
  label: string;
  money?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 36 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={!!money} />
        <YAxis type="category" dataKey={name} width={120} tick={{ fontSize: 12 }} tickFormatter={shortName} />
        <Tooltip formatter={money ? egp : undefined} />
        <Bar isAnimationActive={false} dataKey={value} name={label} fill={PRIMARY} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Every chart of the Analytics screen. Its own chunk: recharts loads only when this screen opens. */
export default function AnalyticsCharts({ report }: { report: SalesReport }) {
  const tables = chartTables(report);
  const days = report.byDay.map((day) => ({ ...day, label: shortDay(day.date) }));
  return (
    <div className={styles.charts}>
      <ChartPanel id="analytics-days" table={tables.byDay} empty="No days in this range." wide>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={days} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" minTickGap={16} tick={{ fontSize: 12 }} />
            <YAxis yAxisId="revenue" tick={{ fontSize: 12 }} width={64} />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12 }}
              width={32}
            />
            <Tooltip formatter={(value, name) => (name === 'Revenue (EGP)' ? egp(value) : value)} />
            <Legend />
            <Bar
              isAnimationActive={false}
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              fill={PRIMARY}
              radius={[4, 4, 0, 0]}
            />
            <Line
              isAnimationActive={false}
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue (EGP)"
              stroke={ACCENT}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartPanel>
      <ChartPanel id="analytics-status" table={tables.byStatus} empty="No orders in this range.">
        <Bars data={report.byStatus} name="status" value="orders" label="Orders" />
      </ChartPanel>
      <ChartPanel id="analytics-products" table={tables.topProducts} empty="No products sold in this range.">
        <Bars data={report.topProducts} name="title" value="revenue" label="Revenue (EGP)" money />
      </ChartPanel>
      <ChartPanel id="analytics-cities" table={tables.byCity} empty="No orders in this range.">
        <Bars data={report.byCity} name="city" value="revenue" label="Revenue (EGP)" money />
      </ChartPanel>
      <ChartPanel id="analytics-promos" table={tables.promos} empty="No promo code was used in this range.">
        <Bars data={report.promos} name="code" value="uses" label="Uses" />
      </ChartPanel>
      <ChartPanel id="analytics-payment" table={tables.byPaymentMethod} empty="No days in this range." wide>
        <PaymentChart report={report} height={HEIGHT} />
      </ChartPanel>
    </div>
  );
}
