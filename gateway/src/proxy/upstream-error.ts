import type { ServiceName } from '../access/route-table';

interface UpstreamFailure {
  status: 502 | 503 | 504;
  body: { error: string; code: string };
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);
const TIMED_OUT = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
]);

/**
 * What the browser hears when a service cannot answer, in the one error shape and for that service only:
 * down → 503, too slow → 504, anything else broken on the way → 502.
 */
export function upstreamFailure(service: ServiceName, error: unknown): UpstreamFailure {
  const codes = errorCodes(error);
  if (codes.some((code) => UNREACHABLE.has(code))) {
    return {
      status: 503,
      body: {
        error: `The ${service} service is unavailable, please try again later`,
        code: 'SERVICE_UNAVAILABLE',
      },
    };
  }
  if (codes.some((code) => TIMED_OUT.has(code))) {
    return {
      status: 504,
      body: { error: `The ${service} service took too long to answer`, code: 'GATEWAY_TIMEOUT' },
    };
  }
  return {
    status: 502,
    body: { error: `The ${service} service gave an invalid answer`, code: 'BAD_GATEWAY' },
  };
}

/** The codes along an error's cause chain (an error may wrap the socket's own). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** A connection the replica refused: no byte of the request reached it, so another replica may take it. */
export function isRefused(error: unknown): boolean {
  return errorCodes(error).includes('ECONNREFUSED');
}
