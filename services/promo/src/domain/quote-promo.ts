import { fromPiastres, toPiastres, type DiscountType } from '@shop/contracts';
import type { Db } from 'mongodb';
import { PROMOS, REDEMPTIONS, type PromoDocument, type RedemptionDocument } from '../collections';
import { computeDiscount } from './discount';
import { codeKeyOf } from './promo-code';
import { assertUsableAt, promoRejections } from './promo-validity';

export interface PromoQuote {
  promo: Pick<PromoDocument, '_id' | 'promo_code' | 'discountType' | 'discountValue'>;
  subtotalPiastres: number;
  discountPiastres: number;
  discountedSubtotalPiastres: number;
}

export interface PromoQuoteView {
  promoId: string;
  promoCode: string;
  discountType: DiscountType;
  discountValue: number;
  discountAmount: number;
  discountedSubtotal: number;
}

/** The promo a code names, if it can be used at `now`, and the discount it gives on the subtotal. */
export async function quotePromo(
  db: Db,
  promoCode: string,
  subtotal: number,
  now: Date,
): Promise<PromoQuote> {
  const promo = await db.collection<PromoDocument>(PROMOS).findOne(
    { codeKey: codeKeyOf(promoCode) },
    {
      projection: {
        promo_code: 1,
        discountType: 1,
        discountValue: 1,
        status: 1,
        start_date: 1,
        expiration_date: 1,
      },
    },
  );
  assertUsableAt(promo, now);
  const subtotalPiastres = toPiastres(subtotal);
  const discount = computeDiscount(subtotalPiastres, promo.discountType, promo.discountValue);
  return { promo, subtotalPiastres, ...discount };
}

/** POST /promo/validate: may this email use this code now, and for how much? Nothing is taken yet. */
export async function validatePromo(
  db: Db,
  input: { promoCode: string; subtotal: number; email: string },
  now: Date,
): Promise<PromoQuoteView> {
  const quote = await quotePromo(db, input.promoCode, input.subtotal, now);
  const used = await db
    .collection<RedemptionDocument>(REDEMPTIONS)
    .countDocuments({ promoId: quote.promo._id, email: input.email }, { limit: 1 });
  if (used > 0) throw promoRejections.usedByEmail();
  return quoteView(quote);
}

export function quoteView(quote: PromoQuote): PromoQuoteView {
  return {
    promoId: quote.promo._id.toHexString(),
    promoCode: quote.promo.promo_code,
    discountType: quote.promo.discountType,
    discountValue: quote.promo.discountValue,
    discountAmount: fromPiastres(quote.discountPiastres),
    discountedSubtotal: fromPiastres(quote.discountedSubtotalPiastres),
  };
}
