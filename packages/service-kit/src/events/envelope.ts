import type { BaseEventEnvelope } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { currentTraceparent } from '../telemetry/tracing';

/** The envelope of every message on the bus, as the contracts define it, with its type and data made precise. */
export type EventEnvelope<TType extends string = string, TData = unknown> = Omit<
  BaseEventEnvelope,
  'type' | 'data'
> & {
  type: TType;
  data: TData;
};

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
