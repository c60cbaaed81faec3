import { use, useMemo } from 'react';
import rosetta from 'rosetta';
import { currentLanguage, LOCALES, type Language } from './language';
import { useLanguage } from './LanguageContext';

/** A catalogue: nested objects of strings, `{{name}}` placeholders; plural forms as `{ one, two, few, many, other }`. */
export type Catalogue = { [key: string]: string | Catalogue };
type Loader = () => Promise<{ default: Catalogue }>;
type Params = Record<string, string | number>;

export interface Translate {
  (key: string, params?: Params): string;
  /** The plural form of `key` for `count` (Intl.PluralRules: Arabic has zero, one, two, few, many, other). */
  plural(key: string, count: number, params?: Params): string;
  language: Language;
}

export interface Messages {
  /**
   * Loads the catalogue of `language` (each is its own chunk) and the named `parts` of it; resolves at once when
   * they are already loaded.
   */
  ready(language?: Language, parts?: readonly string[]): Promise<void>;
  /** The translate function for the page's language (suspends only if `ready` was not awaited first). */
  useT(): Translate;
  /** The translate function outside React (the catalogue must be loaded). */
  translator(language: Language): Translate;
}

/** `part` folded into `into`, screen by screen: a page's part may add keys to a screen the core also has. */
function merged(into: Catalogue, part: Catalogue): Catalogue {
  const result: Catalogue = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const present = result[key];
    result[key] = typeof value === 'object' && typeof present === 'object' ? merged(present, value) : value;
  }
  return result;
}

/**
 * One app's catalogues, loaded per language by dynamic import, so a page downloads only its language's
 * messages. Each remote calls this once with its own `en.json`/`ar.json` (decision 024). `parts` are further
 * catalogues of the same app that only some pages need (their words stay off the first render of `/`); a page
 * loads its part with `ready(language, ['<part>'])`, and the part's keys join the same `t` as the core's.
 */
export function createMessages(
  loaders: Record<Language, Loader>,
  parts: Record<string, Record<Language, Loader>> = {},
): Messages {
  const i18n = rosetta<Catalogue>();
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<Language>();

  function load(language: Language, part: string | undefined): Promise<void> {
    const name = `${language}/${part ?? ''}`;
    let promise = loading.get(name);
    if (!promise) {
      const loader = part === undefined ? loaders[language] : parts[part]?.[language];
      if (!loader) return Promise.reject(new Error(`no catalogue part "${part}"`));
      promise = loader().then((module) => {
        i18n.set(language, merged(i18n.table(language) ?? {}, module.default));
        if (part === undefined) loaded.add(language);
      });
      // A failed download is tried again next time rather than remembered.
      promise.catch(() => loading.delete(name));
      loading.set(name, promise);
    }
    return promise;
  }

  function ready(language: Language = currentLanguage(), pageParts: readonly string[] = []): Promise<void> {
    return Promise.all([load(language, undefined), ...pageParts.map((part) => load(language, part))]).then(
      () => undefined,
    );
  }

  function translator(language: Language): Translate {
    const plurals = new Intl.PluralRules(LOCALES[language]);
    const t = ((key: string, params?: Params) => {
      const text = i18n.t(key, params ?? {}, language);
      // A missing key shows itself rather than an empty box; the catalogue parity tests keep this from shipping.
      return typeof text === 'string' && text !== '' ? text : key;
    }) as Translate;
    t.plural = (key, count, params) => {
      const form = `${key}.${plurals.select(count)}`;
      const text = i18n.t(form, { count, ...params }, language);
      return typeof text === 'string' && text !== '' ? text : t(`${key}.other`, { count, ...params });
    };
    t.language = language;
    return t;
  }

  function useT(): Translate {
    const { language } = useLanguage();
    if (!loaded.has(language)) use(ready(language));
    return useMemo(() => translator(language), [language]);
  }

  return { ready, useT, translator };
}
