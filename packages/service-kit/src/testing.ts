import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { deadLetterExchange, deadLetterQueue } from './events/topology';

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
