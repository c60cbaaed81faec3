import { Suspense, lazy, useState } from 'react';
import { Button, Notice, Skeleton, errorMessage } from '@shop/ui-kit';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { RefreshButton } from '../../shared/RefreshButton';
import { useLoaded } from '../../shared/useLoaded';
import { fetchSales } from './analytics-api';
import { PRESETS, presetRange, type DateRange, type Preset } from './analytics-rules';
import { RangePicker } from './RangePicker';
import { SalesTiles } from './SalesTiles';
import styles from './AnalyticsPage.module.css';

// recharts is large: it comes with this chunk only, so no other screen of the back office grows.
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export const ANALYTICS_UNAVAILABLE = 'The analytics service is not answering right now.';
export const NO_SALES = 'No orders were placed in this period.';

/** /admin/analytics: sales, orders and promotions per Cairo day, as tiles, charts and tables. */
export default function AnalyticsPage() {
  const [preset, setPreset] = useState<Preset>('7d');
  const [range, setRange] = useState<DateRange>(() => presetRange(7));
  const sales = useLoaded('sales figures', () => fetchSales(range), {}, [range.from, range.to]);

  const pickPreset = (next: Preset) => {
    setPreset(next);
    const days = PRESETS.find((option) => option.id === next)?.days;
    if (days) setRange(presetRange(days));
  };
  const report = sales.data;
  const nothingSold = report && report.byStatus.length === 0;

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Sales, orders and promotions per day (Cairo time). Revenue is what customers paid after discount, taxes and shipping, without cancelled, refunded or deleted orders."
        actions={<RefreshButton loaded={sales} />}
      />
      <RangePicker
        preset={preset}
        range={range}
        onPreset={pickPreset}
        onCustom={(custom) => {
          setPreset('custom');
          setRange(custom);
        }}
      />
      <p className={styles.range} aria-live="polite">
        {range.from === range.to ? range.from : `${range.from} to ${range.to}`}
      </p>
      {sales.loading ? (
        <Skeleton height={360} radius={22} />
      ) : sales.error || !report ? (
        <Notice type="error" title="Analytics are unavailable">
          <p>{errorMessage(sales.error, ANALYTICS_UNAVAILABLE)}</p>
          <Button variant="secondary" size="small" onClick={sales.reload}>
            Try again
          </Button>
        </Notice>
      ) : (
        <>
          <SalesTiles totals={report.totals} />
          {nothingSold ? (
            <EmptyState>{NO_SALES}</EmptyState>
          ) : (
            <Suspense fallback={<Skeleton height={360} radius={22} />}>
              <AnalyticsCharts report={report} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
