import { parseArgs } from 'node:util';

export const USAGE = `Usage: node tools/dlq.mjs <command> [queue...] [options]

Commands
  queues                        the consumer queues this tool knows (read from the services' consumer files)
  list [queue...]               dead-lettered messages per queue (every known queue when none is named)
  inspect <queue> [--id <messageId>] [--limit <n>]
                                envelope, headers and x-death (reason, count) of dead-lettered messages
  replay <queue> (--id <messageId> | --all) [--direct]
                                publish again with the original routing key, then remove from the DLQ
  purge <queue> (--id <messageId> | --all)
                                remove dead-lettered messages for good

Options
  --id <messageId>   only messages with this id (may be given more than once)
  --all              every message in the DLQ (replay and purge need --id or --all)
  --direct           replay to the queue itself instead of the exchange (no other consumer sees it again)
  --limit <n>        inspect at most n messages (default 20)
  --prefix <text>    prepended to the known queue names (test and benchmark stacks)

Environment
  AMQP_URL           default amqp://guest:guest@127.0.0.1:5672
  EVENTS_EXCHANGE    default shop.events
  DLQ_ACTIONS_LOG    default .data/logs/dlq-actions.log (every action is appended as one JSON line)`;

export class UsageError extends Error {}

/**
 * @typedef {'queues' | 'list' | 'inspect' | 'replay' | 'purge'} Command
 * @typedef {{ command: Command, queues: string[], ids: string[], all: boolean, direct: boolean, limit: number,
 *   prefix: string }} Invocation
 */

const COMMANDS = new Set(['queues', 'list', 'inspect', 'replay', 'purge']);

/**
 * Reads the command line; anything ambiguous is a usage error, never a guess: a destructive command needs one
 * queue and either --id or --all.
 * @param {string[]} argv
 * @returns {Invocation}
 */
export function parseInvocation(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        id: { type: 'string', multiple: true },
        all: { type: 'boolean', default: false },
        direct: { type: 'boolean', default: false },
        limit: { type: 'string', default: '20' },
        prefix: { type: 'string', default: '' },
      },
    });
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
  const [command, ...queues] = parsed.positionals;
  if (!command || !COMMANDS.has(command)) throw new UsageError(`Unknown command: ${command ?? '(none)'}`);
  const { id = [], all, direct, limit, prefix } = parsed.values;
  const invocation = {
    command: /** @type {Command} */ (command),
    queues,
    ids: id,
    all: all === true,
    direct: direct === true,
    limit: Number(limit),
    prefix: prefix ?? '',
  };
  if (!Number.isInteger(invocation.limit) || invocation.limit < 1)
    throw new UsageError('--limit must be a whole number above 0');
  if (['inspect', 'replay', 'purge'].includes(command) && queues.length !== 1) {
    throw new UsageError(`${command} takes exactly one queue`);
  }
  if (['replay', 'purge'].includes(command) && invocation.ids.length > 0 === invocation.all) {
    throw new UsageError(`${command} needs either --id <messageId> or --all`);
  }
  if (invocation.direct && command !== 'replay') throw new UsageError('--direct is for replay only');
  return invocation;
}
