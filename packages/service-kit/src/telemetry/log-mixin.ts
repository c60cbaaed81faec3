import { trace } from '@opentelemetry/api';

/** Adds the active trace and span ids to every log line, so logs and traces join up. */
export function logTraceMixin(): Record<string, string> {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || spanContext.traceId === '00000000000000000000000000000000') return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}
