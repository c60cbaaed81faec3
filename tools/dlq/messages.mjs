/**
 * @typedef {import('amqplib').GetMessage} GetMessage
 * @typedef {{ reason: string, count: number, queue: string, exchange: string, routingKeys: string[], time: string | null }} Death
 */

/** Set on replay, so a message replayed straight to its queue (--direct) still knows its event's key. */
const ORIGINAL_ROUTING_KEY = 'x-original-routing-key';

/** Broker bookkeeping that must not travel with a replayed message: it would count old deaths as new ones. */
const BROKER_HEADERS = /^x-(death|first-death-|last-death-|delivery-count)/;

/**
 * The x-death entries RabbitMQ wrote when it dead-lettered the message, newest first.
 * @param {GetMessage} message
 * @returns {Death[]}
 */
export function deathsOf(message) {
  const deaths = /** @type {Array<Record<string, unknown>> | undefined} */ (
    message.properties.headers?.['x-death']
  );
  return (deaths ?? []).map((death) => ({
    reason: String(death.reason),
    count: Number(death.count),
    queue: String(death.queue),
    exchange: String(death.exchange),
    routingKeys: /** @type {unknown[]} */ (death['routing-keys'] ?? []).map(String),
    time: toIsoTime(death.time),
  }));
}

/**
 * The routing key the message had before it was dead-lettered (the DLQ's own key is the queue's name).
 * @param {GetMessage} message
 * @returns {string | undefined}
 */
export function originalRoutingKey(message) {
  const kept = message.properties.headers?.[ORIGINAL_ROUTING_KEY];
  if (typeof kept === 'string' && kept) return kept;
  return deathsOf(message).at(-1)?.routingKeys[0] ?? message.properties.type ?? undefined;
}

/**
 * The message id: the AMQP property the publisher set, else the envelope's own id.
 * @param {GetMessage} message
 * @returns {string}
 */
export function messageIdOf(message) {
  if (message.properties.messageId) return String(message.properties.messageId);
  const envelope = envelopeOf(message);
  return envelope && typeof envelope === 'object' && 'id' in envelope ? String(envelope.id) : '(no id)';
}

/** @param {GetMessage} message */
export function envelopeOf(message) {
  const text = message.content.toString('utf8');
  try {
    return /** @type {unknown} */ (JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * What an operator needs to judge a dead letter: ids, where it came from, why and how often it died, its
 * headers and its envelope.
 * @param {GetMessage} message
 */
export function describeMessage(message) {
  const headers = message.properties.headers ?? {};
  return {
    kind: 'message',
    messageId: messageIdOf(message),
    type: message.properties.type ?? null,
    routingKey: originalRoutingKey(message) ?? null,
    deaths: deathsOf(message),
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-death')),
    envelope: envelopeOf(message),
  };
}

/**
 * The properties of the message as it is published again: its own, without the broker's death records.
 * @param {GetMessage} message
 * @param {string} dlq
 * @returns {import('amqplib').Options.Publish}
 */
export function replayProperties(message, dlq) {
  const { properties } = message;
  const headers = Object.fromEntries(
    Object.entries(properties.headers ?? {}).filter(([name]) => !BROKER_HEADERS.test(name)),
  );
  return {
    persistent: true,
    mandatory: true,
    contentType: properties.contentType,
    contentEncoding: properties.contentEncoding,
    messageId: properties.messageId,
    type: properties.type,
    timestamp: properties.timestamp,
    correlationId: properties.correlationId,
    headers: {
      ...headers,
      [ORIGINAL_ROUTING_KEY]: originalRoutingKey(message),
      'x-replayed-from': dlq,
      'x-replayed-at': new Date().toISOString(),
    },
  };
}

/** @param {unknown} time */
function toIsoTime(time) {
  if (time instanceof Date) return time.toISOString();
  if (typeof time === 'number') return new Date(time * 1000).toISOString();
  if (time && typeof time === 'object' && 'value' in time)
    return new Date(Number(time.value) * 1000).toISOString();
  return null;
}
