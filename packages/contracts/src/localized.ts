import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './constants';

/*
 * Reading content in the shopper's language (decision 025). Every translatable text `x` has an optional Arabic
 * twin `xAr` beside it; where the twin is missing or blank, Arabic readers see the English text. zod-free, so front
 * ends import it as `@shop/contracts/localized`.
 */

/** The name of a field's Arabic twin: 'title' -> 'titleAr'. */
export function arabicFieldName<K extends string>(field: K): `${K}Ar` {
  return `${field}Ar`;
}

/** `value` when it is one of the shop's languages, otherwise English (old orders, unknown cookies). */
export function languageOrDefault(value: unknown): LanguageCode {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as LanguageCode) : DEFAULT_LANGUAGE;
}

/** The text of `field` in `language`: the Arabic twin when there is one, else the English text. */
export function localizedText<T extends object, K extends keyof T & string>(
  entity: T,
  field: K,
  language: LanguageCode,
): string {
  const english = entity[field];
  const text = typeof english === 'string' ? english : '';
  if (language !== 'ar') return text;
  const arabic = (entity as Record<string, unknown>)[arabicFieldName(field)];
  return typeof arabic === 'string' && arabic.trim() !== '' ? arabic : text;
}
