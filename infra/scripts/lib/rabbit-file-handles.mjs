// RabbitMQ keeps a budget of file handles (927 under the usual open-files limit of 1,024), and every durable
// quorum queue reserves 3 of them. When reservations use the budget up, the node still accepts TCP, but each new
// connection waits in file_handle_cache for a handle that never comes: it looks wedged, and a restart does not
// help, because the queues come back with it. Test runs that leave their queues behind get there.
import { spawnSync } from 'node:child_process';

/** Reads `[{total_used,640},{total_limit,927}]`, as `file_handle_cache:info/1` prints it. */
export function parseFileHandleInfo(text) {
  const used = /\{total_used,(\d+)\}/.exec(text);
  const limit = /\{total_limit,(\d+)\}/.exec(text);
  return used && limit ? { used: Number(used[1]), limit: Number(limit[1]) } : undefined;
}

/** The local node's file handles, or undefined when rabbitmqctl cannot reach it (starting, or not installed). */
export function fileHandleBudget() {
  const result = spawnSync('rabbitmqctl', ['eval', 'file_handle_cache:info([total_used, total_limit]).'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return result.status === 0 ? parseFileHandleInfo(result.stdout) : undefined;
}

const HINT =
  'Each durable quorum queue holds 3: delete the queues earlier runs left behind ' +
  '(`rabbitmqctl list_queues name consumers`), or raise the node’s open-files limit.';

/** Why the node cannot take connections on, when its handles are all in use. */
export function exhausted(budget) {
  if (!budget || budget.used < budget.limit) return undefined;
  return (
    `RabbitMQ accepts connections but cannot take any on: its file handles are all in use ` +
    `(${budget.used} of ${budget.limit}). ${HINT} Restarting it would not help: the queues come back with it.`
  );
}

/** A warning while there is still time: three quarters of the handles in use. */
export function runningLow(budget) {
  if (!budget || budget.used < 0.75 * budget.limit || exhausted(budget)) return undefined;
  return `RabbitMQ has used ${budget.used} of its ${budget.limit} file handles; with none left it stops accepting connections. ${HINT}`;
}
