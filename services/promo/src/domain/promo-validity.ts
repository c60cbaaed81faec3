import { AppError } from '@shop/service-kit';
import type { PromoDocument } from '../collections';

export const INVALID_OR_USED = 'Promo code is invalid or has been used';

/** 400 with the checkout's message (the storefront shows the server's text). */
export class PromoRejectedError extends AppError {
  constructor(message: string, code: string) {
    super(message, 400, code);
  }
}

export const promoRejections = {
  unknown: () => new PromoRejectedError(INVALID_OR_USED, 'PROMO_INVALID'),
  inactive: () => new PromoRejectedError(INVALID_OR_USED, 'PROMO_INVALID'),
  notStarted: () => new PromoRejectedError('This promo code is not valid yet', 'PROMO_NOT_STARTED'),
  expired: () => new PromoRejectedError('This promo code has expired', 'PROMO_EXPIRED'),
  usedByEmail: () => new PromoRejectedError(INVALID_OR_USED, 'PROMO_ALREADY_USED'),
};

type Validity = Pick<PromoDocument, 'status' | 'start_date' | 'expiration_date'>;

/** The whole last second (23:59:59.000 to .999) still belongs to the last day. */
const LAST_SECOND_MS = 1000;

/**
 * Throws why a promo cannot be used at `now` (the server's clock), or returns when it can. Inactive and
 * unknown codes share one message, so a shopper cannot tell a switched-off code from a made-up one.
 */
export function assertUsableAt(promo: Validity | null, now: Date): asserts promo is Validity {
  if (!promo) throw promoRejections.unknown();
  if (promo.status !== 'active') throw promoRejections.inactive();
  if (now.getTime() < promo.start_date.getTime()) throw promoRejections.notStarted();
  if (now.getTime() >= promo.expiration_date.getTime() + LAST_SECOND_MS) throw promoRejections.expired();
}
