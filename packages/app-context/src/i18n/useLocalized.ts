import { useCallback } from 'react';
import { localizedText } from '@shop/contracts/localized';
import { useLanguage } from './LanguageContext';

/**
 * Content in the page's language (decision 025's `xAr` twins): `text(product, 'title')` is the Arabic title on an
 * Arabic page when one is written, else the English one.
 */
export function useLocalized(): <T extends object, K extends keyof T & string>(entity: T, field: K) => string {
  const { language } = useLanguage();
  return useCallback(<T extends object, K extends keyof T & string>(entity: T, field: K) => localizedText(entity, field, language), [language]);
}
