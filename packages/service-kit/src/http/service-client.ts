import type { ZodType } from 'zod';
import { AppError, ServiceUnavailableError } from '../errors';

/** How to reach another service. Every service-to-service call goes through `callUpstream`. */
export interface UpstreamTarget {
  /** 'catalog', 'cart', 'promo': named in error codes (`CATALOG_UNAVAILABLE`). */
  name: string;
  /** One URL, or every replica's (a `*_URL` variable's comma-separated list, read with `urlList`). */
  baseUrl: string | readonly string[];
  timeoutMs: number;
  /** What the caller's client reads when this service cannot answer (a 503). */
  unavailableMessage?: string;
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

const UNAVAILABLE = 'This is not possible right now. Please try again in a moment.';

function unavailable(target: UpstreamTarget, what = 'UNAVAILABLE'): ServiceUnavailableError {
  return new ServiceUnavailableError(
    target.unavailableMessage ?? UNAVAILABLE,
    `${target.name.toUpperCase()}_${what}`,
  );
}

/** The entries of a comma-separated URL list (a `*_URL` variable naming every replica), trimmed. */
export function urlList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const turns = new WeakMap<UpstreamTarget, number>();

/** The target's replicas in the order this call tries them: each call starts one further along (round robin). */
function replicasInTurn(target: UpstreamTarget): readonly string[] {
  const urls = typeof target.baseUrl === 'string' ? [target.baseUrl] : target.baseUrl;
  const turn = turns.get(target) ?? 0;
  turns.set(target, turn + 1);
  const start = turn % Math.max(urls.length, 1);
  return [...urls.slice(start), ...urls.slice(0, start)];
}

/** Refused before any byte was sent: safe to send to the next replica whatever the method. */
function refusedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * One JSON call to another service, spread over its replicas; a replica that refuses the connection is passed
 * over for the next (nothing reached it, so even a POST is safe to resend); a timeout is not retried, as the
 * replica may have done the work. The caller's trace continues in it (undici's instrumentation adds the
 * header). A network failure, a timeout or a 5xx becomes a 503 (the shopper can retry); any other status is
 * handed back for the caller to judge.
 */
export async function callUpstream(
  target: UpstreamTarget,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response | undefined;
  for (const baseUrl of replicasInTurn(target)) {
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(target.timeoutMs),
      });
      break;
    } catch (error) {
      if (!refusedConnection(error)) throw unavailable(target);
    }
  }
  if (!response) throw unavailable(target);
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw unavailable(target);
  return { status: response.status, body: parseJson(text) };
}

/** A 2xx answer read with its contract's schema; an answer that breaks the contract is the other side's fault. */
export function readAnswer<T>(target: UpstreamTarget, answer: UpstreamAnswer, schema: ZodType<T>): T {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw unavailable(target, 'BAD_ANSWER');
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
