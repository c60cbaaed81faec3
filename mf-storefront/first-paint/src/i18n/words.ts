import { formatEGP } from '@shop/contracts/money';
import { pathInLanguage } from '@shop/contracts/storefront-routes';
import ar from './ar.json';
import en from './en.json';

/*
 * The render server's words in the page's language (issue 30, decision 024). Each text is the storefront's or the
 * shell's catalogue's own, under the same key (words.test.ts fails when one differs), so the server's first paint
 * and head read exactly as React's page does; `server.*` are the server's alone.
 */

export type Language = 'en' | 'ar';
type Catalogue = { [key: string]: string | Catalogue };
type Params = Record<string, string | number>;

const CATALOGUES: Record<Language, Catalogue> = { en, ar };
const LOCALES: Record<Language, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };
const ARABIC_AMOUNT = new Intl.NumberFormat(LOCALES.ar, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

export interface Words {
  language: Language;
  t(key: string, params?: Params): string;
  plural(key: string, count: number, params?: Params): string;
  /** A shop path in the page's language: '/our-collection' → '/ar/our-collection'. */
  href(path: string): string;
  /** '349.00 EGP' or '349.00 ج.م', as ui-kit's formatPrice. */
  price(amount: number): string;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function fill(text: string, params: Params = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function wordsFor(language: Language): Words {
  const catalogue = CATALOGUES[language];
  const plurals = new Intl.PluralRules(LOCALES[language]);
  const t = (key: string, params?: Params) => fill(lookup(catalogue, key) ?? key, params);
  return {
    language,
    t,
    plural: (key, count, params) =>
      fill(lookup(catalogue, `${key}.${plurals.select(count)}`) ?? lookup(catalogue, `${key}.other`) ?? key, { count, ...params }),
    href: (path) => pathInLanguage(path, language),
    price: (amount) =>
      language === 'en' ? formatEGP(amount) : `${ARABIC_AMOUNT.format(Number(formatEGP(amount).split(' ')[0]))} ج.م`,
  };
}
