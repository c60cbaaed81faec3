// Makes sure a MongoDB wire-protocol server answers at MONGO_URL. Locally that is FerretDB 1.24 on its PostgreSQL
// backend (no MongoDB server can be installed on these machines: docs/architecture.md#the-local-database,
// decisions 001 and 012), built once from the Go module proxy into the git-ignored .cache folder. Each FerretDB we
// start (the developer's, the browser tests', the fault runs', the benchmarks') keeps its data in a PostgreSQL
// database of its own, named after its data name.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { canConnect, hostPort, waitFor } from './net.mjs';
import { cacheDir, dataDir, root } from './paths.mjs';
import { keepTablesMaintained } from './table-maintenance.mjs';
import { putRightWedged } from './wedged.mjs';

export const FERRETDB_VERSION = 'v1.24.2';
// The suffix names our build of it (version file + write lock, see infra/ferretdb/README.md): bump it when the
// build changes, so a machine with an older build in its cache rebuilds.
const BUILD = 'shop5';
export const binary = path.join(cacheDir, 'bin', `ferretdb-${FERRETDB_VERSION}-${BUILD}`);
// The same build kept for the whole machine, so another clone of the shop (a fresh checkout, CI) does not build
// it again: the build is the slowest part of a first start.
const machineBinary = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
  'cosmetics-shop',
  path.basename(binary),
);

export function mongoUrl() {
  return process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';
}

/** The PostgreSQL server FerretDB stores into (trust authentication on these machines). */
function postgresUrl() {
  return process.env.FERRETDB_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432';
}

const databaseOf = (dataName) => `shop_${dataName.replace(/[^a-z0-9]/gi, '_')}`;

/**
 * @param {(line: string) => void} [log]
 * @param {{ url?: string, dataName?: string }} [options] another URL and data folder (the browser tests run
 *   their own throwaway server on another port)
 */
export async function ensureMongo(log = console.log, options = {}) {
  const url = options.url ?? mongoUrl();
  const dataName = options.dataName ?? 'ferretdb';
  const { host, port } = hostPort(url, 27017);
  const answers = () => answersMongo(url);
  const local = ['127.0.0.1', 'localhost'].includes(host);
  const listening = await canConnect(host, port);
  if (listening && (await answers())) {
    log(`MongoDB-compatible server answers at ${host}:${port}`);
    if (local) await keepTablesMaintained(`${postgresUrl()}/${databaseOf(dataName)}`, log);
    return;
  }
  if (!local) {
    throw new Error(`Nothing answers at MONGO_URL=${url}; start that server or unset MONGO_URL.`);
  }
  const what = `FerretDB on ${host}:${port}`;
  const startingGraceMs = 15_000; // FerretDB answers within a second or two of listening
  if (
    listening &&
    (await putRightWedged({ port, what, expected: /^ferretdb/, answers, log, startingGraceMs }))
  ) {
    log(`${what} answers again.`);
    await keepTablesMaintained(`${postgresUrl()}/${databaseOf(dataName)}`, log);
    return;
  }
  await buildFerretDb(log);
  await ensurePostgresDatabase(dataName);
  startFerretDb(host, port, dataName, log);
  await waitFor(answers, { timeoutMs: 30_000, what: `${what} to answer after starting it` });
  log(
    `FerretDB ${FERRETDB_VERSION} started on ${host}:${port} (data in PostgreSQL database ${databaseOf(dataName)})`,
  );
  await keepTablesMaintained(`${postgresUrl()}/${databaseOf(dataName)}`, log);
}

/** True when the server at `url` answers a ping within the timeout (a TCP accept alone is not an answer). */
export async function answersMongo(url, timeoutMs = 5_000) {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: timeoutMs, connectTimeoutMS: timeoutMs });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Forgets everything a FerretDB with this data name stored; call it while that FerretDB is stopped. */
export async function wipeMongoData(dataName) {
  fs.rmSync(path.join(dataDir, `${dataName}-state`), { recursive: true, force: true });
  await requirePostgres();
  psql(`DROP DATABASE IF EXISTS ${databaseOf(dataName)} WITH (FORCE)`);
}

async function ensurePostgresDatabase(dataName) {
  await requirePostgres();
  const name = databaseOf(dataName);
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).trim() !== '1')
    psql(`CREATE DATABASE ${name}`);
}

async function requirePostgres() {
  const { host, port } = hostPort(postgresUrl(), 5432);
  if (await canConnect(host, port)) return;
  throw new Error(
    `FerretDB keeps its data in PostgreSQL, and nothing answers at ${host}:${port}. Start PostgreSQL ` +
      '(`pg_ctlcluster $(ls /etc/postgresql) main start`), set FERRETDB_POSTGRES_URL, or set MONGO_URL to a running MongoDB.',
  );
}

function psql(sql) {
  const result = spawnSync(
    'psql',
    [`${postgresUrl()}/postgres`, '-tAX', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    { encoding: 'utf8' },
  );
  if (result.error)
    throw new Error(`psql is needed to prepare FerretDB's PostgreSQL database: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql -c "${sql}" failed: ${result.stderr}`);
  return result.stdout;
}

export async function buildFerretDb(log = console.log) {
  if (fs.existsSync(binary)) return;
  if (fs.existsSync(machineBinary)) {
    fs.mkdirSync(path.dirname(binary), { recursive: true });
    fs.copyFileSync(machineBinary, binary);
    fs.chmodSync(binary, 0o755);
    log(`FerretDB ${FERRETDB_VERSION} taken from this machine's cache (${machineBinary}).`);
    return;
  }
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) {
    throw new Error(
      'No MongoDB-compatible server answers and Go is not installed. Install Go 1.22+ (https://go.dev/dl) so ' +
        'FerretDB can be built, or set MONGO_URL to a running MongoDB.',
    );
  }
  log(`Building FerretDB ${FERRETDB_VERSION} once for this machine (a few minutes)...`);
  const pin = path.join(root, 'infra', 'ferretdb');
  // `go install ...@version` asks the proxy for the module's version list, which the proxy here refuses;
  // downloading the pinned version (checked against infra/ferretdb/go.sum) and building it works.
  const download = await goRun(
    ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`],
    pin,
    log,
  );
  const moduleDir = JSON.parse(download).Dir;
  const src = path.join(cacheDir, `ferretdb-src-${FERRETDB_VERSION}`);
  fs.rmSync(src, { recursive: true, force: true });
  fs.cpSync(moduleDir, src, { recursive: true });
  spawnSync('chmod', ['-R', 'u+w', src]);
  // FerretDB's own build writes this file with its task runner; its binary refuses to start without it.
  fs.writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  addWriteLock(path.join(src, 'internal', 'handler'));
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  // Only the PostgreSQL backend: without SQLite's (modernc.org/sqlite, C translated to Go and the longest package
  // to compile) a cold build takes a fifth less CPU, on the critical path of a first start. Without cgo (nothing
  // of it is C: pgx, the DNS resolver and os/user have Go versions) and without the debug tables, a tenth less
  // again (121 → 111 CPU-seconds, 67 → 60 s alone on 2 cores).
  await goRun(
    [
      'build',
      '-buildvcs=false',
      '-tags=ferretdb_no_sqlite',
      '-ldflags=-s -w',
      '-o',
      binary,
      './cmd/ferretdb',
    ],
    src,
    log,
    { CGO_ENABLED: '0' },
  );
  fs.rmSync(src, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.dirname(machineBinary), { recursive: true });
    fs.copyFileSync(binary, machineBinary);
  } catch (error) {
    log(`  (could not keep FerretDB in ${machineBinary}: ${error.message}; the next clone builds it again)`);
  }
  log('FerretDB built.');
}

/** Runs go without blocking this process (a build of the workspaces may be running beside it); answers stdout. */
function goRun(args, cwd, log, env = {}) {
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value} `);
  log(`  $ ${assignments.join('')}go ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('go', args, { cwd, env: { ...goEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`go ${args.join(' ')} failed with exit code ${code}:\n${err}`)),
    );
  });
}

/** Serialises writes per collection, so one document's updates are atomic as on MongoDB (see README there). */
function addWriteLock(handlerDir) {
  fs.copyFileSync(
    path.join(root, 'infra', 'ferretdb', 'write_lock.go.txt'),
    path.join(handlerDir, 'shop_write_lock.go'),
  );
  for (const [file, getter] of [
    ['msg_update.go', 'GetUpdateParams'],
    ['msg_findandmodify.go', 'GetFindAndModifyParams'],
    ['msg_delete.go', 'GetDeleteParams'],
  ]) {
    const target = path.join(handlerDir, file);
    const source = fs.readFileSync(target, 'utf8');
    const pattern = new RegExp(
      `(params, err := common\\.${getter}\\(document, h\\.L\\)\\n\\tif err != nil \\{\\n[^\\n]*\\n\\t\\})`,
    );
    if (!pattern.test(source))
      throw new Error(`Cannot add the write lock to FerretDB's ${file}: its source changed`);
    fs.writeFileSync(
      target,
      source.replace(pattern, '$1\n\n\tdefer lockCollectionForWrite(params.DB, params.Collection)()'),
    );
  }
}

function goEnv() {
  return { ...process.env, GOFLAGS: '-buildvcs=false' };
}

function startFerretDb(host, port, dataName, log) {
  const stateDir = path.join(dataDir, `${dataName}-state`);
  fs.mkdirSync(stateDir, { recursive: true });
  const out = fs.openSync(path.join(dataDir, `${dataName}.log`), 'a');
  const child = spawn(
    binary,
    [
      '--handler=postgresql',
      `--postgresql-url=${postgresUrl()}/${databaseOf(dataName)}`,
      `--state-dir=${stateDir}`,
      `--listen-addr=${host}:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=warn',
    ],
    { detached: true, stdio: ['ignore', out, out] },
  );
  child.unref();
  fs.writeFileSync(path.join(dataDir, `${dataName}.pid`), String(child.pid));
  log(`Starting FerretDB (pid ${child.pid})...`);
}
