import type { SalesReport } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import type { DateRange } from './analytics-rules';

/** The sales figures of a range of Cairo days, both included (GET /api/analytics/sales, admin-only). */
export const fetchSales = ({ from, to }: DateRange) =>
  apiFetch<SalesReport>(`/analytics/sales?${new URLSearchParams({ from, to }).toString()}`);
