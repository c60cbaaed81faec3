/**
 * Environment for every app of a fault run: rate limits far above what a run sends from its one address, quiet
 * logs, and no metrics listener (METRICS_PORT 0), whose one default port the copies and other stacks would fight over.
 */
export const FAULT_RUN_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  METRICS_PORT: '0',
  // An order never stored gives its units back within ~20 s rather than a minute, so a run can wait for it.
  PLACEMENT_DEADLINE_MS: '8000',
  STOCK_HOLD_CHECK_AFTER_MS: '15000',
  STOCK_HOLD_SWEEP_MS: '2000',
  ...Object.fromEntries(
    ['GLOBAL', 'LOGIN', 'SIGNUP', 'PROMO', 'ORDER', 'REVIEW', 'MESSAGE', 'STRICT'].map((name) => [
      `RATE_LIMIT_${name}_MAX`,
      '1000000',
    ]),
  ),
};
