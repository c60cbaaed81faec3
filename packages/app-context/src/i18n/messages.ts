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
  /** Loads the catalogue of `language` (each is its own chunk); resolves at once when it is already loaded. */
  ready(language?: Language): Promise<void>;
  /** The translate function for the page's language (suspends only if `ready` was not awaited first). */
  useT(): Translate;
  /** The translate function outside React (the catalogue must be loaded). */
  translator(language: Language): Translate;
}

/**
 * One app's catalogues, loaded per language by dynamic import, so a page downloads only its language's
 * messages. Each remote calls this once with its own `en.json`/`ar.json` (decision 024).
 */
export function createMessages(loaders: Record<Language, Loader>): Messages {
  const i18n = rosetta<Catalogue>();
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>();

  function ready(language: Language = currentLanguage()): Promise<void> {
    let promise = loading.get(language);
    if (!promise) {
      promise = loaders[language]().then((module) => {
        i18n.set(language, module.default);
        loaded.add(language);
      });
      // A failed download is tried again next time rather than remembered.
      promise.catch(() => loading.delete(language));
      loading.set(language, promise);
    }
    return promise;
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
