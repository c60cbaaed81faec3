import amqp from 'amqplib';

/**
 * @typedef {import('amqplib').ChannelModel} Connection
 * @typedef {import('amqplib').Channel} Channel
 * @typedef {import('amqplib').GetMessage} GetMessage
 */

/** @param {string} url */
export function connect(url) {
  return amqp.connect(url, { timeout: 5000 });
}

/**
 * Messages and consumers of a queue, or null when the queue does not exist. A passive check: nothing is
 * declared, so looking never creates a queue.
 * @param {Connection} connection
 * @param {string} queue
 */
export async function queueStats(connection, queue) {
  const channel = await connection.createChannel();
  // a missing queue closes the channel with 404; the rejected promise below says so
  channel.on('error', () => undefined);
  try {
    const { messageCount, consumerCount } = await channel.checkQueue(queue);
    return { messages: messageCount, consumers: consumerCount };
  } catch (error) {
    if (/** @type {{ code?: number }} */ (error).code === 404) return null;
    throw error;
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/**
 * Takes up to `max` messages off a queue without acknowledging them: they stay the broker's until each is
 * acked (gone) or nacked back. If this process dies meanwhile, the broker puts them all back.
 * @param {Channel} channel
 * @param {string} queue
 * @param {number} max
 * @returns {Promise<GetMessage[]>}
 */
export async function holdMessages(channel, queue, max) {
  const held = [];
  while (held.length < max) {
    const message = await channel.get(queue, { noAck: false });
    if (!message) break;
    held.push(message);
  }
  return held;
}

/**
 * Publishes one message and resolves once the broker confirmed it AND routed it to at least one queue
 * (mandatory): a replay that no queue would receive is a failure, not a silent loss.
 * @param {import('amqplib').ConfirmChannel} channel
 * @param {string} exchange
 * @param {string} routingKey
 * @param {Buffer} content
 * @param {import('amqplib').Options.Publish} properties
 * @returns {Promise<void>}
 */
export function publishConfirmed(channel, exchange, routingKey, content, properties) {
  return new Promise((resolve, reject) => {
    let returned = false;
    // basic.return comes before the confirm of the same message
    const onReturn = () => (returned = true);
    channel.once('return', onReturn);
    channel.publish(exchange, routingKey, content, { ...properties, mandatory: true }, (error) => {
      channel.off('return', onReturn);
      if (error) reject(new Error('the broker refused the message'));
      else if (returned)
        reject(new Error(`no queue is bound to ${exchange || '(default exchange)'} with key ${routingKey}`));
      else resolve();
    });
  });
}
