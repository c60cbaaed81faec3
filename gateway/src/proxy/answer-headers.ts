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
  // on every proxied answer: plain loops, as `flat`/`flatMap` showed up in the gateway's profile
  const tokens = new Map<string, string>();
  const take = (value: string | number | string[] | undefined) => {
    if (value === undefined) return;
    if (Array.isArray(value)) return value.forEach(take);
    for (const token of String(value).split(',')) {
      const trimmed = token.trim();
      const key = trimmed.toLowerCase();
      if (trimmed && !tokens.has(key)) tokens.set(key, trimmed);
    }
  };
  take(current);
  take(added);
  return [...tokens.values()].join(', ');
}
