import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { currentLanguage, directionOf, LOCALES, type Language } from './language';

export interface LanguageValue {
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The Intl locale: 'en-EG' or 'ar-EG-u-nu-latn'. */
  locale: string;
}

function valueOf(language: Language): LanguageValue {
  return { language, dir: directionOf(language), locale: LOCALES[language] };
}

const LanguageContext = createContext<LanguageValue | null>(null);

/** Mounted once by the shell with the page's language; a remote's standalone page mounts its own. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => valueOf(language), [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language; outside a provider (unit tests), the one the shell set (English by default). */
export function useLanguage(): LanguageValue {
  return useContext(LanguageContext) ?? valueOf(currentLanguage());
}
