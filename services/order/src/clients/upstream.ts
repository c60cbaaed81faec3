import { AppError, ServiceUnavailableError, currentTraceparent } from '@shop/service-kit';
import type { ZodType } from 'zod';

/** How to reach one of the services an order is placed with. */
export interface UpstreamTarget {
  /** 'catalog', 'cart', 'promo': named in logs and errors. */
  name: string;
  baseUrl: string;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

const UNAVAILABLE = 'We could not place your order right now. Please try again in a moment.';

/**
 * One JSON call to another service. The caller's trace continues in it. A network failure, a timeout or a
 * 5xx becomes a 503 (the shopper can retry); any other status is handed back for the caller to judge.
 */
export async function callUpstream(
  target: UpstreamTarget,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const traceparent = currentTraceparent();
  if (traceparent) headers.traceparent = traceparent;
  let response: Response;
  try {
    response = await fetch(new URL(path, target.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch {
    throw new ServiceUnavailableError(UNAVAILABLE, `${target.name.toUpperCase()}_UNAVAILABLE`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new ServiceUnavailableError(UNAVAILABLE, `${target.name.toUpperCase()}_UNAVAILABLE`);
  return { status: response.status, body: parseJson(text) };
}

/** A 2xx answer read with its contract's schema; an answer that breaks the contract is the other side's fault. */
export function readAnswer<T>(target: UpstreamTarget, answer: UpstreamAnswer, schema: ZodType<T>): T {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new ServiceUnavailableError(UNAVAILABLE, `${target.name.toUpperCase()}_BAD_ANSWER`);
  }
  return parsed.data;
}

/** A 4xx answer passed on to the shopper with its status and message (the one error shape of every service). */
export function relayClientError(target: UpstreamTarget, answer: UpstreamAnswer): AppError {
  const body = answer.body as { error?: unknown; code?: unknown; details?: unknown } | null;
  const message =
    typeof body?.error === 'string' ? body.error : `The ${target.name} service refused the request`;
  const code = typeof body?.code === 'string' ? body.code : 'UPSTREAM_REJECTED';
  return new AppError(message, answer.status, code, Array.isArray(body?.details) ? body.details : undefined);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
