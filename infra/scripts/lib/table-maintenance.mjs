// Does autovacuum's work on a local FerretDB's PostgreSQL database where the server runs without it (issue 36).
// On these machines PostgreSQL runs with autovacuum off, and FerretDB's lookups then slow down as the shop's data
// grows, for two reasons that only VACUUM and ANALYZE clear:
// - each GIN index (the companions our build gives FerretDB's indexes, infra/ferretdb/README.md) takes new rows
//   into a pending list that is read whole on every lookup until a VACUUM merges it; with 100,000 orders in it,
//   the planner chose sequential scans and every `hasPendingEvents`, `placing` or `_id` lookup took seconds;
// - dead rows (every status change, every outbox flag removed) and stale statistics are never cleared.
// Measured with 100,000 orders' history: the checkout fell from 10 to 0.3 orders/s; after one VACUUM (ANALYZE)
// the outbox relay's lookup went from 4,060 ms to 0.24 ms. Where autovacuum is on this does nothing; where it is
// off it applies autovacuum's own rules (PostgreSQL's default thresholds) every half minute. Production's MongoDB
// maintains its indexes itself.
import { execFile } from 'node:child_process';

const EVERY_MS = 30_000;

/** The tables due by autovacuum's rules, each with what is due: `name|vacuum` or `name|analyze`. */
export const DUE_TABLES = `
SELECT format('%I.%I', s.schemaname, s.relname) || '|' ||
  CASE WHEN s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
         OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) THEN 'vacuum' ELSE 'analyze' END
FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
   OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
   OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`;

const kept = new Set();

/** psql with each statement in its own transaction (VACUUM runs in none). */
function psql(databaseUrl, ...statements) {
  const args = [databaseUrl, '-tAX', '-v', 'ON_ERROR_STOP=1', ...statements.flatMap((sql) => ['-c', sql])];
  return new Promise((resolve, reject) => {
    execFile('psql', args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr || error.message)) : resolve(stdout),
    );
  });
}

/** One round: VACUUM (ANALYZE) or ANALYZE every table that is due; answers what it did, table by table. */
export async function maintainDueTables(databaseUrl) {
  const due = (await psql(databaseUrl, DUE_TABLES))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [table, work] = line.split('|');
      return { table, work };
    });
  if (due.length > 0) {
    await psql(
      databaseUrl,
      ...due.map(({ table, work }) => (work === 'vacuum' ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`)),
    );
  }
  return due;
}

/**
 * From now on, while this process runs, maintains the database's tables when the server's autovacuum is off.
 * One keeper per database per process; its timer never keeps the process alive.
 */
export async function keepTablesMaintained(databaseUrl, log = console.log) {
  if (kept.has(databaseUrl)) return;
  kept.add(databaseUrl);
  const autovacuum = (await psql(databaseUrl, 'SHOW autovacuum').catch(() => 'on')).trim();
  if (autovacuum !== 'off') return;
  log(
    "PostgreSQL runs with autovacuum off: FerretDB's tables are vacuumed and analyzed by the start instead (every 30 s).",
  );
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainDueTables(databaseUrl)
      .catch(() => undefined) // the database may be gone (a wiped test run); the next round tries again
      .finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
}
