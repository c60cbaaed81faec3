import { randomUUID } from 'node:crypto';
import { currentTraceparent } from '../telemetry/tracing';

/** The envelope of every message on the bus (DESIGN.md); `data` is validated by the event's own schema. */
export interface EventEnvelope<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  traceparent: string;
  data: TData;
}

/** Creates an event in the current trace, ready to be stored in an outbox. */
export function createEvent<TType extends string, TData>(
  type: TType,
  data: TData,
  version = 1,
): EventEnvelope<TType, TData> {
  return {
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    traceparent: currentTraceparent(),
    data,
  };
}
