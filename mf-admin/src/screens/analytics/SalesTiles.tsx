import type { SalesTotals } from '@shop/contracts';
import { formatEGP } from '@shop/ui-kit';
import { StatCard, StatGrid } from '../../shared/StatCard';
import { formatCount } from './analytics-rules';

/** The range's totals: orders that count (not Cancelled, Refunded or deleted) and their money. */
export function SalesTiles({ totals }: { totals: SalesTotals }) {
  return (
    <StatGrid label="Totals">
      <StatCard label="Revenue" value={formatEGP(totals.revenue)} />
      <StatCard label="Orders" value={formatCount(totals.orders)} />
      <StatCard label="Average order value" value={formatEGP(totals.averageOrderValue)} />
      <StatCard label="Units sold" value={formatCount(totals.units)} />
      <StatCard label="Discount given" value={formatEGP(totals.discount)} />
    </StatGrid>
  );
}
