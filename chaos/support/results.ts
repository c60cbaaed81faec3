import fs from 'node:fs';
import path from 'node:path';
import type { OrderAttempt } from './load';
import type { Reconciliation } from './reconcile';

export const RESULTS_FILE = path.join(__dirname, '..', 'results', 'latest.json');

/** The reconciliation's counts that a run reports. */
const COUNTS = ['attempted', 'accepted', 'stored', 'fullyProcessed', 'lost', 'duplicated', 'storedUnanswered'] as const;

export type Figures = Pick<Reconciliation, (typeof COUNTS)[number]> & {
  scenario: string;
  at: string;
  /** From recovery (or the end of the load) until the reconciliation found nothing wrong. */
  drainMs: number;
  /** Slowest placement request the clients saw, and the 95th percentile. */
  maxLatencyMs: number;
  p95LatencyMs: number;
  notes?: Record<string, unknown>;
  /** Orders neither placed nor refused for stock: how each ended, so a failed run says why. */
  unplaced?: { index: number; hadCart: boolean; tries: number; lastStatuses: number[]; lastErrorCode?: string }[];
};

export function figuresOf(
  scenario: string,
  attempts: OrderAttempt[],
  result: Reconciliation,
  drainMs: number,
  notes?: Record<string, unknown>,
): Figures {
  const latencies = attempts.flatMap((attempt) => attempt.latenciesMs).sort((a, b) => a - b);
  return {
    scenario,
    at: new Date().toISOString(),
    ...(Object.fromEntries(COUNTS.map((count) => [count, result[count]])) as Pick<Reconciliation, (typeof COUNTS)[number]>),
    drainMs,
    maxLatencyMs: latencies.at(-1) ?? 0,
    p95LatencyMs: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
    ...(notes ? { notes } : {}),
    ...unplacedOf(attempts),
  };
}

function unplacedOf(attempts: OrderAttempt[]): Pick<Figures, 'unplaced'> {
  const unplaced = attempts
    .filter((attempt) => !attempt.accepted && !attempt.refused)
    .map((attempt) => ({
      index: attempt.index,
      hadCart: Boolean(attempt.sessionId),
      tries: attempt.statuses.length,
      lastStatuses: attempt.statuses.slice(-5),
      lastErrorCode: attempt.lastErrorCode,
    }));
  return unplaced.length ? { unplaced } : {};
}

/** Prints one run's figures and adds them to chaos/results/latest.json (one entry per scenario, the newest). */
export function record(figures: Figures): void {
  // eslint-disable-next-line no-console -- the run's figures are its report
  console.log(`[chaos] ${figures.scenario}\n${JSON.stringify(figures, null, 2)}`);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  let all: Figures[] = [];
  try {
    all = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as Figures[];
  } catch {
    // first run
  }
  all = [...all.filter((entry) => entry.scenario !== figures.scenario), figures];
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
