/**
 * Environment for every app of a fault run: rate limits far above what a run sends from its one address, quiet
 * logs, and no metrics listener (METRICS_PORT 0), whose one default port the copies and other stacks would fight over.
 */
export const FAULT_RUN_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  METRICS_PORT: '0',
  // An order whose placement died is found within 2 s of its lease lapsing (decision 026), and stalled hold steps
  // are finished as soon, so a run can wait for them.
  PLACEMENT_SWEEP_MS: '2000',
  STOCK_HOLD_SWEEP_MS: '2000',
  ...Object.fromEntries(
    ['GLOBAL', 'LOGIN', 'SIGNUP', 'PROMO', 'ORDER', 'REVIEW', 'MESSAGE', 'STRICT'].map((name) => [
      `RATE_LIMIT_${name}_MAX`,
      '1000000',
    ]),
  ),
};
