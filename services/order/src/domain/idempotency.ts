import { createHash } from 'node:crypto';

/**
 * Same request, same hash: the key is bound to what was asked, so it cannot fetch someone else's order. A
 * signed-in caller is part of the request: an order placed while signed in is that account's (My orders), so the
 * same key and body from anyone else (another account, or nobody) is another request and answers 409, never the
 * owner's order. Anonymous requests hash as they always did. The key's claim is the order itself, stored in its
 * `Placing` state (see placings.ts, decision 026).
 */
export function requestFingerprint(request: unknown, callerId: string | null = null): string {
  const hash = createHash('sha256').update(canonicalJson(request));
  if (callerId !== null) hash.update(`\u0000caller:${callerId}`);
  return hash.digest('hex');
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
