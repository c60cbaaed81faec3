import { holdMessages, publishConfirmed, queueStats } from './broker.mjs';
import { describeMessage, messageIdOf, originalRoutingKey, replayProperties } from './messages.mjs';

/**
 * @typedef {import('./broker.mjs').Connection} Connection
 * @typedef {import('./broker.mjs').GetMessage} GetMessage
 * @typedef {{ lines: object[], entry: Record<string, unknown>, ok: boolean }} Outcome
 */

/** The kit's naming (packages/service-kit/src/events/topology.ts): the dead-letter queue of `q` is `q.dlq`. */
export const dlqOf = (/** @type {string} */ queue) => `${queue}.dlq`;

/**
 * Dead-lettered messages per queue; a queue the broker does not have is reported, not created.
 * @param {Connection} connection
 * @param {string[]} queues
 * @returns {Promise<Outcome>}
 */
export async function list(connection, queues) {
  const lines = [];
  for (const queue of queues) {
    const stats = await queueStats(connection, dlqOf(queue));
    lines.push({
      kind: 'queue',
      queue,
      dlq: dlqOf(queue),
      messages: stats?.messages ?? null,
      missing: stats === null,
    });
  }
  const counts = Object.fromEntries(lines.map((line) => [line.queue, line.messages]));
  return { lines, entry: { action: 'list', queues, counts }, ok: true };
}

/**
 * Shows dead letters and puts every one back where it was.
 * @param {Connection} connection
 * @param {string} queue
 * @param {{ ids: string[], limit: number }} options
 * @returns {Promise<Outcome>}
 */
export async function inspect(connection, queue, { ids, limit }) {
  return withDeadLetters(connection, queue, ids.length > 0 ? Infinity : limit, async (held, channel) => {
    const shown = held
      .filter((message) => ids.length === 0 || ids.includes(messageIdOf(message)))
      .slice(0, limit);
    for (const message of held) channel.nack(message, false, true);
    const lines = shown.map(describeMessage);
    const messageIds = lines.map((line) => line.messageId);
    return { lines, entry: { action: 'inspect', queue, dlq: dlqOf(queue), messageIds }, ok: true };
  });
}

/**
 * Publishes the chosen dead letters again with their original routing key (to the events exchange, so each
 * consumer's idempotency decides; or straight to the queue with `direct`), and removes each from the DLQ only
 * once the broker confirmed and routed its copy.
 * @param {Connection} connection
 * @param {string} queue
 * @param {{ ids: string[], all: boolean, direct: boolean, exchange: string }} options
 * @returns {Promise<Outcome>}
 */
export async function replay(connection, queue, { ids, all, direct, exchange }) {
  const publisher = await connection.createConfirmChannel();
  publisher.on('error', () => undefined);
  try {
    return await withDeadLetters(connection, queue, Infinity, async (held, channel) => {
      /** @type {string[]} */
      const replayed = [];
      /** @type {Array<{ messageId: string, error: string }>} */
      const failed = [];
      for (const message of held) {
        if (!all && !ids.includes(messageIdOf(message))) {
          channel.nack(message, false, true);
          continue;
        }
        const routingKey = direct ? queue : originalRoutingKey(message);
        try {
          if (!routingKey) throw new Error('the message has no routing key to replay with');
          const target = direct ? '' : exchange;
          await publishConfirmed(
            publisher,
            target,
            routingKey,
            message.content,
            replayProperties(message, dlqOf(queue)),
          );
          channel.ack(message);
          replayed.push(messageIdOf(message));
        } catch (error) {
          channel.nack(message, false, true);
          failed.push({ messageId: messageIdOf(message), error: /** @type {Error} */ (error).message });
        }
      }
      const missing = ids.filter((id) => !replayed.includes(id) && !failed.some((f) => f.messageId === id));
      const entry = {
        action: 'replay',
        queue,
        dlq: dlqOf(queue),
        to: direct ? `queue ${queue}` : `exchange ${exchange}`,
        messageIds: replayed,
        ...(failed.length > 0 ? { failed } : {}),
        ...(missing.length > 0 ? { notFound: missing } : {}),
      };
      return { lines: [], entry, ok: failed.length === 0 && missing.length === 0 };
    });
  } finally {
    await publisher.close().catch(() => undefined);
  }
}

/**
 * Removes the chosen dead letters for good, one by one, so the log names every message that was dropped.
 * @param {Connection} connection
 * @param {string} queue
 * @param {{ ids: string[], all: boolean }} options
 * @returns {Promise<Outcome>}
 */
export async function purge(connection, queue, { ids, all }) {
  return withDeadLetters(connection, queue, Infinity, async (held, channel) => {
    /** @type {string[]} */
    const purged = [];
    for (const message of held) {
      if (all || ids.includes(messageIdOf(message))) {
        channel.ack(message);
        purged.push(messageIdOf(message));
      } else {
        channel.nack(message, false, true);
      }
    }
    const missing = ids.filter((id) => !purged.includes(id));
    const entry = {
      action: 'purge',
      queue,
      dlq: dlqOf(queue),
      messageIds: purged,
      ...(missing.length > 0 ? { notFound: missing } : {}),
    };
    return { lines: [], entry, ok: missing.length === 0 };
  });
}

/**
 * Holds the messages that were in the DLQ when the action started (never the ones that arrive meanwhile), runs
 * `work` on them, and closes the channel, which hands back anything `work` left unsettled.
 * @param {Connection} connection
 * @param {string} queue
 * @param {number} max
 * @param {(held: GetMessage[], channel: import('amqplib').Channel) => Promise<Outcome>} work
 * @returns {Promise<Outcome>}
 */
async function withDeadLetters(connection, queue, max, work) {
  const dlq = dlqOf(queue);
  const stats = await queueStats(connection, dlq);
  if (stats === null) throw new Error(`${dlq} does not exist on this broker`);
  const channel = await connection.createChannel();
  channel.on('error', () => undefined);
  try {
    const held = await holdMessages(channel, dlq, Math.min(max, stats.messages));
    return await work(held, channel);
  } finally {
    await channel.close().catch(() => undefined);
  }
}
