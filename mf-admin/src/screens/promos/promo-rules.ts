import type { CreatePromoInput, DiscountType, Promo, PromoStatus } from '@shop/contracts';
import { formatEGP } from '@shop/ui-kit';
import { matchesQuery } from '../../shared/text-search';

export interface PromoForm {
  promo_code: string;
  start_date: string;
  expiration_date: string;
  discountType: DiscountType;
  /** Digits only, as typed. */
  discountValue: string;
  status: PromoStatus;
}

export const emptyPromoForm = (): PromoForm => ({
  promo_code: '',
  start_date: '',
  expiration_date: '',
  discountType: 'percentage',
  discountValue: '',
  status: 'active',
});

/** Admin spec §5: the discount value field keeps digits only; anything else typed is stripped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Parsed to an integer; an empty field is 0 (the server then says what it accepts). */
export function parseDiscountValue(text: string): number {
  const digits = digitsOnly(text);
  return digits ? Number.parseInt(digits, 10) : 0;
}

/** A date input's 'YYYY-MM-DD' as the start of that day in UTC. */
export function startOfDayUtc(day: string): string {
  return day ? `${day}T00:00:00.000Z` : '';
}

/** ... and as its last second, 23:59:59 UTC. */
export function endOfDayUtc(day: string): string {
  return day ? `${day}T23:59:59.000Z` : '';
}

/** A stored date back into a date input: its UTC calendar day. */
export function toDateInput(iso: string | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

export function promoBody(form: PromoForm): CreatePromoInput {
  return {
    promo_code: form.promo_code.trim(),
    start_date: startOfDayUtc(form.start_date),
    expiration_date: endOfDayUtc(form.expiration_date),
    discountType: form.discountType,
    discountValue: parseDiscountValue(form.discountValue),
    status: form.status,
  };
}

export function formFromPromo(promo: Promo): PromoForm {
  return {
    promo_code: promo.promo_code,
    start_date: toDateInput(promo.start_date),
    expiration_date: toDateInput(promo.expiration_date),
    discountType: promo.discountType,
    discountValue: String(promo.discountValue),
    status: promo.status,
  };
}

export function searchPromos(promos: readonly Promo[], query: string): Promo[] {
  return promos.filter((promo) => matchesQuery(query, [promo.promo_code]));
}

export function discountText(promo: Pick<Promo, 'discountType' | 'discountValue'>): string {
  return promo.discountType === 'percentage'
    ? `${promo.discountValue}% off`
    : `${formatEGP(promo.discountValue)} off`;
}

export type PromoState = 'Inactive' | 'Scheduled' | 'Running' | 'Expired';

/** Whether a code works today: inactive, not started, running or past its last day. */
export function promoState(
  promo: Pick<Promo, 'status' | 'start_date' | 'expiration_date'>,
  now: Date,
): PromoState {
  if (promo.status !== 'active') return 'Inactive';
  if (now.getTime() < Date.parse(promo.start_date)) return 'Scheduled';
  if (now.getTime() > Date.parse(promo.expiration_date) + 999) return 'Expired';
  return 'Running';
}
