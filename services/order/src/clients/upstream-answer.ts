import { readAnswer, relayClientError, type UpstreamAnswer, type UpstreamTarget } from '@shop/service-kit';
import type { ZodType } from 'zod';

/**
 * An answer the order's call expects to succeed: a status in `ok` read with its contract's schema, any other 4xx
 * passed on to the shopper (callUpstream has already made a 5xx a 503).
 */
export function expectAnswer<T>(
  target: UpstreamTarget,
  answer: UpstreamAnswer,
  schema: ZodType<T>,
  ok: number[] = [200],
): T {
  if (!ok.includes(answer.status)) throw relayClientError(target, answer);
  return readAnswer(target, answer, schema);
}
