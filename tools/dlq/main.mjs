import { inspect, list, purge, replay } from './actions.mjs';
import { recordAction } from './action-log.mjs';
import { USAGE, UsageError, parseInvocation } from './args.mjs';
import { connect } from './broker.mjs';
import { knownQueues } from './queue-registry.mjs';

const DEFAULT_AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';
const DEFAULT_EXCHANGE = 'shop.events';

/**
 * Runs one command: results go to stdout as JSON lines, the action's own line last (also appended to the
 * actions log). Answers the exit code: 0 done, 1 failed (broker, missing queue, unknown id), 2 usage.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {{ out: (line: string) => void, err: (line: string) => void }} io
 * @returns {Promise<number>}
 */
export async function main(argv, env, io) {
  let invocation;
  try {
    invocation = parseInvocation(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (invocation.command === 'queues') {
    for (const queue of knownQueues())
      io.out(JSON.stringify({ kind: 'known-queue', queue: `${invocation.prefix}${queue}` }));
    return 0;
  }
  const exchange = env.EVENTS_EXCHANGE || DEFAULT_EXCHANGE;
  const queues =
    invocation.queues.length > 0
      ? invocation.queues
      : knownQueues().map((queue) => `${invocation.prefix}${queue}`);
  let connection;
  try {
    connection = await connect(env.AMQP_URL || DEFAULT_AMQP_URL);
    connection.on('error', () => undefined);
    const [queue = ''] = queues;
    const { ids, all, direct, limit } = invocation;
    const outcome =
      invocation.command === 'list'
        ? await list(connection, queues)
        : invocation.command === 'inspect'
          ? await inspect(connection, queue, { ids, limit })
          : invocation.command === 'replay'
            ? await replay(connection, queue, { ids, all, direct, exchange })
            : await purge(connection, queue, { ids, all });
    for (const line of outcome.lines) io.out(JSON.stringify(line));
    io.out(recordAction({ ...outcome.entry, ok: outcome.ok }, env));
    return outcome.ok ? 0 : 1;
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    io.out(recordAction({ action: invocation.command, queues, ok: false, error: message }, env));
    io.err(`dlq: ${message}`);
    return 1;
  } finally {
    await connection?.close().catch(() => undefined);
  }
}
