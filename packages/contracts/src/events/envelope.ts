import { z } from 'zod';
import { isoDateTime } from '../common';

/*
 * Every message on the bus: `id` is what consumers deduplicate on, `traceparent` carries the W3C
 * trace context ('' when no span was active). Envelopes are plain objects (not strict): a consumer
 * must not choke on a field a newer publisher adds, it simply drops it.
 */

export const envelopeFields = {
  id: z.uuid(),
  version: z.number().int().min(1),
  occurredAt: isoDateTime,
  traceparent: z.string().max(512),
};

export function eventEnvelope<const T extends string, const V extends number, D extends z.ZodType>(
  type: T,
  version: V,
  data: D,
) {
  return z.object({
    ...envelopeFields,
    type: z.literal(type),
    version: z.literal(version),
    data,
  });
}

/** Any event, before the registry picks its schema by `type`. */
export const BaseEventEnvelope = z.object({
  ...envelopeFields,
  type: z.string().min(1),
  data: z.unknown(),
});
export type BaseEventEnvelope = z.infer<typeof BaseEventEnvelope>;
