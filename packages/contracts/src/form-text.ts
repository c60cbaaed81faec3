import { z } from 'zod';

/*
 * Coercion for values that arrive as text (multipart fields) or in the loose forms the admin UI
 * sends (`isBundle` as 1/0). Each helper converts only what it recognises and passes anything else
 * through unchanged, so the wrapped schema still rejects it with its own message (an object such as
 * `{"$gt": ""}` is never turned into something valid).
 */

const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true'];
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', 'false'];

export function toBooleanIfFlag(value: unknown): unknown {
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  return value;
}

/** boolean, 1/0, '1'/'0', 'true'/'false' -> boolean. */
export const flexibleBoolean = z.preprocess(toBooleanIfFlag, z.boolean());

/** '' (an empty form field) means "not given", so defaults apply and required fields say so. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Numeric text -> number; blank -> undefined; other text stays text and fails the number check. */
export function toNumberIfNumeric(value: unknown): unknown {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const text = blank.trim();
  return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : value;
}

export const numberFromText = <T extends z.ZodType>(schema: T) => z.preprocess(toNumberIfNumeric, schema);

export const booleanFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => toBooleanIfFlag(blankToUndefined(v)), schema);

/** JSON sent as a text field, parsed and then validated by `schema`; bad JSON is a validation error. */
export const jsonFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    try {
      return JSON.parse(blank) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be valid JSON', input: value });
      return z.NEVER;
    }
  }, schema);

/** The text 'null' from a form means "no category" (unassign); '' is left for the schema to reject. */
export const nullFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === 'null' ? null : v), schema);

/** '' / null / missing -> 0: the monetary settings screen saves empty number inputs as 0. */
export const emptyAsZero = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), schema);
