import type { LanguageCode } from '@shop/contracts';
import rosetta from 'rosetta';
import { ar } from './ar';
import { en, type MailCatalogue } from './en';

export const catalogues: Record<LanguageCode, MailCatalogue> = { en, ar };

const i18n = rosetta<MailCatalogue>(catalogues);

export type Params = Record<string, string | number>;
/** A key as a dotted path, or as parts where a part has dots or spaces ('Ready to Ship'). */
export type Translate = (key: string | string[], params?: Params) => string;

/** The e-mails' words in `language`. A key missing from the catalogue is a bug, never an empty sentence. */
export function translator(language: LanguageCode): Translate {
  return (key, params) => {
    const text: unknown = i18n.t(key, params, language);
    if (typeof text !== 'string' || text === '') {
      throw new Error(`The ${language} e-mail catalogue has no '${[key].flat().join('.')}'`);
    }
    return text;
  };
}
