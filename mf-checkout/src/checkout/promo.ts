import type { DiscountType, PromoValidationResponse, ValidatePromoBody } from '@shop/contracts';
import { apiFetch, errorMessage } from '@shop/ui-kit';
import type { Translate } from '@shop/app-context';

/* Storefront spec §5 and §8: the promo form's messages are the catalogue's `promo.*`. */

/** The promo-applied state: what the discount is, so it follows the cart if the cart changes. */
export interface AppliedPromo {
  code: string;
  promoId: string;
  discountType: DiscountType;
  discountValue: number;
}

/** What stops a promo code from being checked at all, before any call. */
export function promoInputProblem(code: string, email: string, t: Translate): string | null {
  if (code.trim() === '') return t('promo.enterCode');
  if (email.trim() === '') return t('promo.enterEmail');
  return null;
}

/** The server's own reason ('This promo code has expired', ...) when it gave one, else the spec's text. */
export const promoFailureMessage = (error: unknown, t: Translate): string => errorMessage(error, t('promo.refused'));

export async function validatePromo(body: ValidatePromoBody): Promise<AppliedPromo> {
  const answer = await apiFetch<PromoValidationResponse>('/promo/validate', { method: 'POST', json: body });
  return {
    code: body.promoCode.trim(),
    promoId: answer.promoId,
    discountType: answer.discountType,
    discountValue: answer.discountValue,
  };
}

/** 'WELCOME10 (10% off)' or 'GLOW50 (50.00 EGP off)'; `price` formats in the page's language. */
export function promoDescription(promo: AppliedPromo, t: Translate, price: (amount: number) => string): string {
  const amount = promo.discountType === 'percentage' ? `${promo.discountValue}%` : price(promo.discountValue);
  return t('promo.description', { code: promo.code.toUpperCase(), amount });
}
