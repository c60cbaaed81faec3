import type { DiscountType, PromoValidationResponse, ValidatePromoBody } from '@shop/contracts';
import { apiFetch, errorMessage } from '@shop/ui-kit';

/* Storefront spec §5 and §8: the promo form's messages. */
export const ENTER_PROMO_CODE = 'Please enter a promo code';
export const ENTER_EMAIL_FOR_PROMO = 'Please enter your email to validate the promo code';
export const PROMO_REFUSED = 'Promo code is invalid or has been used';

/** The promo-applied state: what the discount is, so it follows the cart if the cart changes. */
export interface AppliedPromo {
  code: string;
  promoId: string;
  discountType: DiscountType;
  discountValue: number;
}

/** What stops a promo code from being checked at all, before any call. */
export function promoInputProblem(code: string, email: string): string | null {
  if (code.trim() === '') return ENTER_PROMO_CODE;
  if (email.trim() === '') return ENTER_EMAIL_FOR_PROMO;
  return null;
}

/** The server's own reason ('This promo code has expired', ...) when it gave one, else the spec's text. */
export const promoFailureMessage = (error: unknown): string => errorMessage(error, PROMO_REFUSED);

export async function validatePromo(body: ValidatePromoBody): Promise<AppliedPromo> {
  const answer = await apiFetch<PromoValidationResponse>('/promo/validate', { method: 'POST', json: body });
  return {
    code: body.promoCode.trim(),
    promoId: answer.promoId,
    discountType: answer.discountType,
    discountValue: answer.discountValue,
  };
}

/** 'WELCOME10 (10% off)' or 'GLOW50 (50.00 EGP off)'. */
export function promoDescription(promo: AppliedPromo): string {
  const amount = promo.discountType === 'percentage' ? `${promo.discountValue}%` : `${promo.discountValue.toFixed(2)} EGP`;
  return `${promo.code.toUpperCase()} (${amount} off)`;
}
