import { context, propagation, trace, type Span } from '@opentelemetry/api';
import type { IncomingHttpHeaders } from 'node:http';

export interface ForwardFacts {
  requestId: string;
  clientIp: string;
  protocol: string;
  host: string | undefined;
  span: Span | undefined;
}

/**
 * The headers a service receives: the caller's own, minus anything that could pass for the gateway's word
 * (`x-user-*`, forwarding headers), plus the request id, the client address and the gateway span's trace context.
 */
export function forwardHeaders(incoming: IncomingHttpHeaders, facts: ForwardFacts): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (name.startsWith('x-user-') || name.startsWith('x-forwarded-') || name === 'forwarded') continue;
    if (name === 'traceparent' || name === 'tracestate') continue;
    headers[name] = value;
  }
  headers['x-request-id'] = facts.requestId;
  headers['x-forwarded-for'] = facts.clientIp;
  headers['x-forwarded-proto'] = facts.protocol;
  if (facts.host) headers['x-forwarded-host'] = facts.host;
  const carrier: Record<string, string> = {};
  const active = facts.span ? trace.setSpan(context.active(), facts.span) : context.active();
  propagation.inject(active, carrier);
  // Without a tracer (telemetry not set up) the caller's context passes through untouched.
  const traceparent = carrier.traceparent ?? incoming.traceparent;
  const tracestate = carrier.tracestate ?? incoming.tracestate;
  if (traceparent) headers.traceparent = traceparent;
  if (tracestate) headers.tracestate = tracestate;
  return headers;
}

/** Upstream response headers that must not reach the browser. */
export function stripResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'x-powered-by': _poweredBy, server: _server, ...rest } = headers;
  return rest;
}
