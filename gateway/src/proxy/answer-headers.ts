import { stripResponseHeaders } from './forward-headers';
import { isPersonal, personalCacheControl } from './personal-answers';

export type AnswerHeaders = Record<string, string | string[] | undefined>;

/**
 * Puts a service's answer headers on the gateway's reply. `Vary` is merged rather than replaced, so the
 * gateway's own `Vary: Origin` (CORS) survives a service that varies on something else. A personal answer
 * is never left cacheable by a shared proxy (personal-answers.ts).
 */
export function copyAnswerHeaders(
  target: AnswerHeaderTarget,
  headers: AnswerHeaders,
  request: Parameters<typeof isPersonal>[0],
): void {
  const kept = stripResponseHeaders(headers);
  for (const name in kept) {
    const value = kept[name]!;
    if (name === 'vary') void target.header('vary', mergeVary(target.getHeader('vary'), value));
    else void target.header(name, value);
  }
  if (isPersonal(request)) void target.header('cache-control', personalCacheControl(kept['cache-control']));
}

/** Where answer headers go: the gateway's reply (an interface, so the header rules are tested without a server). */
export interface AnswerHeaderTarget {
  header(name: string, value: string | string[]): unknown;
  getHeader(name: string): string | number | string[] | undefined;
}

export function mergeVary(current: string | number | string[] | undefined, added: string | string[]): string {
  const seen = new Map<string, string>();
  for (const token of [current ?? [], added].flat().flatMap((value) => String(value).split(','))) {
    const trimmed = token.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()].join(', ');
}
