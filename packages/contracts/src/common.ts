import { z } from 'zod';
import { LANGUAGES } from './constants';
import { MOBILE_PHONE_MESSAGE, PHONE_MESSAGE, egyptianMobile, egyptianPhone } from './phone';

/*
 * Building blocks shared by every resource.
 *
 * Two families of schemas live in this package:
 * - request schemas (bodies, queries, params, forms) are strict and may normalise input
 *   (trim, lower-case, preprocess), because services parse them with `safeParse`;
 * - entity, response and event schemas must stay free of transforms, preprocess and defaults,
 *   because fastify-type-provider-zod serialises replies with `z.safeEncode`, which throws on a
 *   one-way transform. Services therefore map `ObjectId` -> hex string and `Date` -> ISO string
 *   before replying. Entity objects are plain `z.object`, which strips unknown keys on encode, so a
 *   stray field such as a password hash never reaches the wire.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const URL_MAX = 500;
export const PHONE_MAX = 30;
export const MONEY_MAX = 1_000_000;

/** True when `value` has at most `places` decimals, judged on integers so 0.1 + 0.2 style noise passes. */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A MongoDB ObjectId as its 24-character hex string. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;
export const objectId = z.string().regex(OBJECT_ID_PATTERN, 'Must be a 24-character hex id');
export type ObjectIdString = z.infer<typeof objectId>;

/** Amount in EGP: finite, never negative, whole piastres only. */
export const money = z
  .number()
  .min(0)
  .refine((x) => hasAtMostDecimals(x, 2), 'Must have at most 2 decimals');

/** A price a person may type: money with an upper bound so totals cannot overflow. */
export const price = money.max(MONEY_MAX);

/** Percent with 2 decimals at most (tax rates, satisfaction). */
export const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((x) => hasAtMostDecimals(x, 2), 'Must have at most 2 decimals');

/** Star rating 0..5 in steps of 0.1 (products, shop statistics). */
export const starRating = z
  .number()
  .min(0)
  .max(5)
  .refine((x) => hasAtMostDecimals(x, 1), 'Must be in steps of 0.1');

/** Emails as stored and sent by the server: a format check only, no normalisation (encode-safe). */
export const emailAddress = z.string().max(EMAIL_MAX).regex(z.regexes.email, 'Please enter a valid email');

/** Emails in requests: trimmed and lower-cased first so lookups and uniqueness ignore letter case. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .regex(z.regexes.email, 'Please enter a valid email');

/** Trimmed text that must not be blank. */
export const nonEmptyString = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** Trimmed text that may be empty (optional form fields that the UI sends as ''). */
export const optionalText = (max: number) => z.string().trim().max(max);

/**
 * The Arabic twin of an English text field (decision 025: `titleAr` beside `title`): optional, trimmed, with the
 * English field's limit; '' clears it, and shoppers then read the English text.
 */
export const arabicText = (max: number) => optionalText(max).optional();

/** A language the shop speaks; requests that leave it out mean English. */
export const language = z.enum(LANGUAGES);

/** A phone as typed in forms where the specs say nothing of its format: bounded free text. */
export const phoneText = optionalText(PHONE_MAX);

const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;

/** A phone that must look like one: digits, spaces, +, -, parentheses, 5..20 characters. */
export const phoneNumber = z.string().trim().regex(PHONE_PATTERN, 'Please enter a valid phone number');

/**
 * An Egyptian mobile number (orders: the courier calls it), in any form a shopper types it, read into the
 * national form '01XXXXXXXXX'. Request schemas only: it transforms.
 */
export const egyptianMobileNumber = z
  .string()
  .max(PHONE_MAX)
  .transform((typed, context) => {
    const national = egyptianMobile(typed);
    if (national === null) context.addIssue({ code: 'custom', message: MOBILE_PHONE_MESSAGE });
    return national ?? typed;
  });

/** A phone a customer may leave out (contact, reviews, their profile): '' or an Egyptian mobile or landline. */
export const optionalEgyptianPhone = z
  .string()
  .max(PHONE_MAX)
  .transform((typed, context) => {
    if (typed.trim() === '') return '';
    const national = egyptianPhone(typed);
    if (national === null) context.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return national ?? typed;
  });

/** Same as `phoneNumber`, or '' for "not set" (the admin clears a field by emptying it). */
export const optionalPhoneNumber = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Please enter a valid phone number');

/** Only http(s) links with a real host name, so a stored link can never become `javascript:` in an href. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const httpUrl = z.string().trim().max(URL_MAX).refine(isHttpUrl, 'Please enter a valid http(s) URL');

/** An http(s) link or '' (social links the shop does not use). */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => v === '' || isHttpUrl(v), 'Please enter a valid http(s) URL or leave it empty');

/** ISO 8601 date-time with Z or an offset, as produced by `Date.prototype.toISOString`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Anonymous cart session id: URL-safe, long enough to carry 128 random bits. */
export const sessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid session id');

/**
 * The fields of one page of a list: `total` counts the matches over every page, `page` is the page answered (a
 * page past the end falls back to the last one) and `limit` its size.
 */
export const pageFields = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
};

/** The one error shape of every service (docs/architecture.md#requests-and-security). */
export const ApiError = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.unknown()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
export const apiError = ApiError;

/** `/{id}` route params. */
export const IdParams = z.strictObject({ id: objectId });
export type IdParams = z.infer<typeof IdParams>;

/** Answer to calls whose result the specs do not show (logout, single or bulk delete). */
export const SuccessResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  deletedCount: z.number().int().min(0).optional(),
});
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/**
 * The query of a route that takes none: any key at all is refused with 400
 * (docs/architecture.md#requests-and-security: strict queries).
 */
export const NoQuery = z.strictObject({});
export type NoQuery = z.infer<typeof NoQuery>;
