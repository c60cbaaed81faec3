import { formatDeliveryWindow, formatEGP, type DeliveryWindow, type LanguageCode } from '@shop/contracts';
import { translator, type Translate } from './messages';

/*
 * Everything of an e-mail that depends on its language (decision 025): the words, the direction, and prices and dates
 * through Intl. English keeps the forms the e-mails always had ('349.00 EGP', '25 November 2026'); Arabic uses
 * ar-EG with Western digits, the storefront's one choice ('349.00 ج.م', '25 نوفمبر 2026').
 */
export interface MailLanguage {
  language: LanguageCode;
  dir: 'ltr' | 'rtl';
  /** Between the parts of a list: ', ' or the Arabic comma '، '. */
  comma: string;
  t: Translate;
  price(amount: number): string;
  /** The day an order was placed, in Cairo's time. */
  date(instant: Date): string;
  deliveryWindow(window: DeliveryWindow): string;
  /** Keeps a left-to-right fragment (an order number, a phone) whole inside right-to-left text. */
  ltr(text: string): string;
}

const ARABIC_LOCALE = 'ar-EG-u-nu-latn';
const ARABIC_POUND = 'ج.م';
const LRM = '\u200E';

const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Cairo' });
const arabicDate = new Intl.DateTimeFormat(ARABIC_LOCALE, { dateStyle: 'long', timeZone: 'Africa/Cairo' });
const arabicDay = new Intl.DateTimeFormat(ARABIC_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const arabicAmount = new Intl.NumberFormat(ARABIC_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

const english: MailLanguage = {
  language: 'en',
  dir: 'ltr',
  comma: ', ',
  t: translator('en'),
  price: formatEGP,
  date: (instant) => englishDate.format(instant),
  deliveryWindow: formatDeliveryWindow,
  ltr: (text) => text,
};

const arabic: MailLanguage = {
  language: 'ar',
  dir: 'rtl',
  comma: '، ',
  t: translator('ar'),
  // formatEGP rounds half-piastres exactly; its digits are reused so both languages show the same amount
  price: (amount) => `${arabicAmount.format(Number(formatEGP(amount).split(' ')[0]))} ${ARABIC_POUND}`,
  date: (instant) => arabicDate.format(instant),
  deliveryWindow: (window) => {
    const [from, to] = [window.from, window.to].map((day) => arabicDay.format(new Date(`${day}T00:00:00Z`)));
    return from === to ? from! : `${from} – ${to}`;
  },
  ltr: (text) => `${LRM}${text}${LRM}`,
};

/** The e-mail's language: the order's, English for orders placed before it was kept. */
export function mailLanguage(language: LanguageCode | undefined): MailLanguage {
  return language === 'ar' ? arabic : english;
}
