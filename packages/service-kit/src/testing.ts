import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { MongoClient, type Db } from 'mongodb';
import { deadLetterExchange, deadLetterQueue } from './events/topology';
import { ensureIndexes, type IndexDeclaration } from './mongo/mongo';
import { shapesWithoutIndex, type QueryShape } from './mongo/query-shapes';

/**
 * Names for component tests: each test file gets its own database, exchange and queues on the real
 * servers, so tests never see each other's data and can run in parallel.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export const testMongoUrl = process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';
export const testAmqpUrl = process.env.AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';

/**
 * Polls until `check` passes or the time is up; the last failure is rethrown so the test says why. The default
 * leaves room for a busy machine: events cross the real broker and database, which other test runs share.
 */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  throw lastError ?? new Error('eventually: timed out');
}

/** Removes what a test file declared on the shared broker: its queues (with their DLQs) and its exchange. */
export async function deleteBrokerObjects(queues: string[], exchange: string): Promise<void> {
  const connection = await amqp.connect(testAmqpUrl, { timeout: 5000 });
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(deadLetterQueue(queue));
    }
    await channel.deleteExchange(exchange);
    await channel.deleteExchange(deadLetterExchange(exchange));
  } finally {
    await connection.close();
  }
}

/**
 * The queues on the shared broker's default vhost whose names start with `prefix` (AMQP cannot list queues, so
 * this asks rabbitmqctl). A test stack proves with it that it leaves nothing behind.
 */
export async function brokerQueues(prefix: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('rabbitmqctl', [
    'list_queues',
    '--quiet',
    '--no-table-headers',
    'name',
  ]);
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((name) => name.startsWith(prefix))
    .sort();
}

/** One sample's value in a Prometheus text exposition, or undefined when the series is absent. */
export function metricSample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

export { createTestTokens, type TestTokens } from './auth/test-tokens';

export { TcpProxy } from './tcp-proxy';
export { instrumentDriversLoadedByJest } from './telemetry/jest-instrumentation';

/**
 * A service's index test (decision 018): creates `indexes` in the empty database `db`, fills each collection a
 * shape reads with enough documents that a sequential scan is no longer the planner's cheapest choice, and asks
 * the server to explain each shape's query. Answers the shapes the server would answer without an index, each
 * with the plan it chose: FerretDB shows PostgreSQL's plan (an index scan of the GIN companion, decision 018,
 * or a Seq Scan), MongoDB its winning plan (IXSCAN, IDHACK, or COLLSCAN). Shapes that read a whole collection
 * on purpose are not asked.
 */
export async function shapesServedWithoutIndex(
  db: Db,
  indexes: IndexDeclaration[],
  shapes: QueryShape[],
  documentsPerCollection = 3000,
): Promise<string[]> {
  const asked = shapes.filter((shape) => !shape.wholeCollection);
  await ensureIndexes(db, indexes);
  for (const collection of new Set(asked.map((shape) => shape.collection))) {
    const fields = new Set(asked.filter((s) => s.collection === collection).flatMap((s) => s.equals));
    const docs = Array.from({ length: documentsPerCollection }, (_, i) => {
      const doc: Record<string, unknown> = { _id: `doc-${i}` };
      for (const field of fields) if (field !== '_id') doc[field] = `${field}-${i}`;
      return doc;
    });
    await db.collection(collection).insertMany(docs as never[]);
  }
  const unserved: string[] = [];
  for (const shape of asked) {
    const filter = Object.fromEntries(
      shape.equals.map((field) => [field, field === '_id' ? 'doc-7' : `${field}-7`]),
    );
    const explained = (await db.collection(shape.collection).find(filter).explain()) as Record<
      string,
      unknown
    >;
    const plan = JSON.stringify(explained.queryPlanner ?? explained);
    const usesIndex =
      /"(Index Scan|Bitmap Index Scan|Index Only Scan|IXSCAN|IDHACK|EXPRESS_IXSCAN|CLUSTERED_IXSCAN)"/.test(
        plan,
      );
    if (!usesIndex)
      unserved.push(`${shape.collection} {${shape.equals.join(', ')}} (${shape.by}): ${plan.slice(0, 300)}`);
  }
  return unserved;
}

/**
 * Every query shape a service declares (decision 018), checked twice on a database of its own: that an index is
 * declared for it (`shapesWithoutIndex`), and that the server really answers it from an index
 * (`shapesServedWithoutIndex`). Answers the failures; a service's `test/indexes.test.ts` expects none.
 */
export async function queryShapesWithoutIndex(
  service: string,
  indexes: IndexDeclaration[],
  shapes: QueryShape[],
): Promise<string[]> {
  const declared = shapesWithoutIndex(shapes, indexes).map((shape) => `no index declared: ${shape}`);
  if (declared.length > 0) return declared;
  const client = new MongoClient(testMongoUrl, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(uniqueName(`${service}_indexes`));
  try {
    return (await shapesServedWithoutIndex(db, indexes, shapes)).map(
      (shape) => `read without an index: ${shape}`,
    );
  } finally {
    await db.dropDatabase().catch(() => undefined);
    await client.close();
  }
}
