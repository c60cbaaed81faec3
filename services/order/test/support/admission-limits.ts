/** Limits no test's burst reaches: for tests of something other than admission control (decision 031). */
export const NO_ADMISSION_LIMIT = {
  PLACEMENT_CONCURRENCY: '1000',
  PLACEMENT_QUEUE: '1000',
  PLACEMENT_MAX_WAIT_MS: '10000',
};
