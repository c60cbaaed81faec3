import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';

/**
 * Replaces Fastify's JSON body parser with the same parser (which already refuses `__proto__` and
 * `constructor.prototype` keys) plus a refusal of duplicate keys. `JSON.parse` keeps the last of two equal
 * keys, so `{"is_admin":false,"is_admin":true}` would otherwise reach a route as whatever one layer picked:
 * a body whose meaning depends on which parser reads it is refused with 400 instead.
 */
export function installStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const duplicate = findDuplicateKey(body as string);
      if (duplicate) {
        const path = ['body', ...duplicate].join('.');
        return done(
          new ValidationError(`${path}: Duplicate key`, [{ path, message: 'Duplicate key' }]),
          undefined,
        );
      }
      done(null, value);
    });
  });
}

interface Frame {
  /** Keys seen so far in an object (a list while short, a set once long); undefined for an array. */
  keys?: string[];
  manyKeys?: Set<string>;
  /** The key or index this value sits under in its parent. */
  segment: string | number;
  expectKey: boolean;
  lastKey: string;
  index: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
/** Objects up to this many keys are checked with a list (cheaper than a set for the usual small bodies). */
const FEW_KEYS = 8;

/**
 * The path of the first key that appears twice in one object, or undefined. `text` must be valid JSON (it
 * is scanned after `JSON.parse` accepted it). Keys are compared decoded, so `"a"` and `"\u0061"` are equal.
 */
export function findDuplicateKey(text: string): string[] | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (char === QUOTE) {
      const end = endOfString(text, i);
      if (top?.keys && top.expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (seenBefore(top, key)) return [...stack.slice(1).map((frame) => String(frame.segment)), key];
        top.lastKey = key;
        top.expectKey = false;
      }
      i = end;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      const segment = !top ? '' : top.keys ? top.lastKey : top.index;
      const keys = char === OPEN_OBJECT ? [] : undefined;
      stack.push({ keys, segment, expectKey: true, lastKey: '', index: 0 });
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      stack.pop();
    } else if (char === COMMA && top) {
      if (top.keys) top.expectKey = true;
      else top.index += 1;
    }
  }
  return undefined;
}

/** Records `key` in the object's frame; answers whether it was there already. */
function seenBefore(frame: Frame, key: string): boolean {
  if (frame.manyKeys) {
    if (frame.manyKeys.has(key)) return true;
    frame.manyKeys.add(key);
    return false;
  }
  const keys = frame.keys!;
  if (keys.includes(key)) return true;
  keys.push(key);
  if (keys.length > FEW_KEYS) frame.manyKeys = new Set(keys);
  return false;
}

/** Index of the quote that closes the string opened at `start` (skipped natively: strings are most of a body). */
function endOfString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
}
