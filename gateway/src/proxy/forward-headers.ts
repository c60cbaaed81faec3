import type { IncomingHttpHeaders } from 'node:http';

export interface ForwardFacts {
  requestId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
  /** This request has a span: undici's instrumentation then puts its context on the forwarded call. */
  traced: boolean;
}

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus the ones the pool sets itself
 * for its own connection: host and the body's length.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
  'content-length',
]);

/**
 * The headers a service receives: the caller's own, minus anything that could pass for the gateway's word
 * (`x-user-*`, forwarding headers) and the hop-by-hop ones, plus the request id and the client address. The
 * caller's trace context passes through untouched unless the gateway traces the request itself.
 */
export function forwardHeaders(incoming: IncomingHttpHeaders, facts: ForwardFacts): IncomingHttpHeaders {
  const named = connectionNamed(incoming.connection);
  const headers: IncomingHttpHeaders = {};
  for (const name in incoming) {
    if (HOP_BY_HOP.has(name) || named?.has(name)) continue;
    if (name.startsWith('x-user-') || name.startsWith('x-forwarded-') || name === 'forwarded') continue;
    if (facts.traced && (name === 'traceparent' || name === 'tracestate')) continue;
    headers[name] = incoming[name];
  }
  headers['x-request-id'] = facts.requestId;
  headers['x-forwarded-for'] = facts.clientIp;
  headers['x-forwarded-proto'] = facts.protocol;
  if (facts.host) headers['x-forwarded-host'] = facts.host;
  return headers;
}

/** Upstream answer headers that must not reach the browser: hop-by-hop ones and what names the software. */
const HIDDEN_ANSWER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'trailer',
  'upgrade',
  'x-powered-by',
  'server',
]);

export function stripResponseHeaders<T extends string | string[] | undefined>(
  headers: Record<string, T>,
): Record<string, T> {
  const named = connectionNamed(headers.connection);
  const kept: Record<string, T> = {};
  for (const name in headers) {
    if (HIDDEN_ANSWER_HEADERS.has(name) || named?.has(name)) continue;
    kept[name] = headers[name]!;
  }
  return kept;
}

/** Extra hop-by-hop headers a sender listed in its Connection header (`Connection: close, x-secret`). */
function connectionNamed(value: string | string[] | undefined): Set<string> | undefined {
  if (value === undefined || value === 'keep-alive' || value === 'close') return undefined;
  const names = [value]
    .flat()
    .flatMap((item) => item.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'close' && name !== 'keep-alive');
  return names.length > 0 ? new Set(names) : undefined;
}
