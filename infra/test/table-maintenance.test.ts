import { execFileSync } from 'node:child_process';
import { callModule } from './support/module-call';

// infra/scripts/lib/table-maintenance.mjs does autovacuum's work where the machine's PostgreSQL runs without it
// (issue 36): the GIN indexes' pending lists are merged and the statistics kept, so a lookup FerretDB sends with an
// index stays an index lookup as the shop's data grows. Proven on a scratch database of the server FerretDB uses.
const server = process.env.FERRETDB_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432';
const database = `table_maintenance_${Date.now()}`;
const url = `${server}/${database}`;

const psql = (target: string, sql: string) =>
  execFileSync('psql', [target, '-tAX', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' }).trim();
const maintainDueTables = async () =>
  (await callModule(
    'infra/scripts/lib/table-maintenance.mjs',
    `lib.maintainDueTables(${JSON.stringify(url)})`,
  )) as Array<{
    table: string;
    work: string;
  }>;
const pendingInIndex = () =>
  Number(psql(url, `SELECT pending_tuples FROM pgstatginindex('orders_pending_gin')`));
const lastVacuumed = (table: string) =>
  psql(
    url,
    `SELECT coalesce(last_vacuum::text, 'never') FROM pg_stat_user_tables WHERE relname = '${table}'`,
  );

describe('the table maintenance standing in for autovacuum', () => {
  beforeAll(() => {
    psql(`${server}/postgres`, `CREATE DATABASE ${database}`);
    psql(url, 'CREATE EXTENSION pgstattuple');
    // a table as FerretDB makes one: the document in _jsonb, a GIN index on one field's expression (our build's
    // companion), created while the table was small, then the shop's orders arriving
    psql(url, 'CREATE TABLE orders (_jsonb jsonb) WITH (autovacuum_enabled = false)');
    psql(url, `CREATE INDEX orders_pending_gin ON orders USING gin ((_jsonb -> 'pending') jsonb_path_ops)`);
    psql(url, 'CREATE TABLE settings (_jsonb jsonb) WITH (autovacuum_enabled = false)');
    psql(url, `INSERT INTO settings SELECT jsonb_build_object('n', i) FROM generate_series(1, 10) i`);
    psql(url, 'VACUUM (ANALYZE) settings');
    psql(
      url,
      `INSERT INTO orders SELECT jsonb_build_object('n', i, 'pending', i % 5000 = 0) FROM generate_series(1, 30000) i`,
    );
  }, 60_000);
  afterAll(() => {
    psql(`${server}/postgres`, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('when a table has grown, then it is vacuumed and analyzed: its GIN index has nothing pending and a lookup uses it', async () => {
    expect(pendingInIndex()).toBeGreaterThan(0);
    const settingsVacuumed = lastVacuumed('settings');

    expect(await maintainDueTables()).toEqual([{ table: 'public.orders', work: 'vacuum' }]);

    expect(pendingInIndex()).toBe(0);
    expect(lastVacuumed('orders')).not.toBe('never');
    expect(lastVacuumed('settings')).toBe(settingsVacuumed); // unchanged since its last VACUUM: left alone
    const plan = psql(url, `EXPLAIN SELECT _jsonb FROM orders WHERE _jsonb -> 'pending' @> 'true'`);
    expect(plan).toContain('orders_pending_gin');
    expect(plan).not.toContain('Seq Scan');
  });

  it('when nothing changed since the last round, then the next round does nothing', async () => {
    expect(await maintainDueTables()).toEqual([]);
  });
});
