import { formatEGP } from '@shop/contracts/money';
import { formatDeliveryWindow, type DeliveryWindow } from '@shop/contracts/delivery-dates';
import { formatDate, formatDateTime } from './dates';

/*
 * Prices, numbers and dates in the shopper's language (issue 30, decision 024). English keeps the specs' exact
 * forms ('349.00 EGP', '14 Mar 2025'); Arabic goes through Intl for ar-EG with Western digits everywhere
 * ('349.00 ج.م', '14 مارس 2025'), the one choice of digits the whole shop makes.
 */

export type FormatLanguage = 'en' | 'ar';
const ARABIC = 'ar-EG-u-nu-latn';
/** Egypt's shops write the pound after the amount: 'ج.م' (جنيه مصري). */
const ARABIC_POUND = 'ج.م';

const arabicAmount = new Intl.NumberFormat(ARABIC, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const arabicNumber = new Intl.NumberFormat(ARABIC);
const arabicDate = new Intl.DateTimeFormat(ARABIC, { day: 'numeric', month: 'short', year: 'numeric' });
const arabicDateTime = new Intl.DateTimeFormat(ARABIC, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatPrice(amount: number, language: FormatLanguage): string {
  if (language === 'en') return formatEGP(amount);
  // formatEGP rounds half-piastres exactly; its digits are reused so both languages show the same amount.
  return `${arabicAmount.format(Number(formatEGP(amount).split(' ')[0]))} ${ARABIC_POUND}`;
}

export function formatNumber(value: number, language: FormatLanguage): string {
  return language === 'en' ? String(value) : arabicNumber.format(value);
}

export function formatDateIn(iso: string | null | undefined, language: FormatLanguage): string {
  if (language === 'en') return formatDate(iso);
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? arabicDate.format(date) : '';
}

export function formatDateTimeIn(iso: string | null | undefined, language: FormatLanguage): string {
  if (language === 'en') return formatDateTime(iso);
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? arabicDateTime.format(date) : '';
}

const arabicDay = new Intl.DateTimeFormat(ARABIC, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** 'Sat 28 Nov – Sun 29 Nov'; in Arabic 'السبت، 28 نوفمبر – الأحد، 29 نوفمبر' (the days are Cairo calendar days). */
export function formatDeliveryWindowIn(window: DeliveryWindow, language: FormatLanguage): string {
  if (language === 'en') return formatDeliveryWindow(window);
  const from = arabicDay.format(new Date(`${window.from}T00:00:00Z`));
  const to = arabicDay.format(new Date(`${window.to}T00:00:00Z`));
  return from === to ? from : `${from} – ${to}`;
}
