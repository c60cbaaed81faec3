import { z } from 'zod';
import { emailAddress, money, objectId } from '../common';
import { DiscountType } from '../resources/promo';
import { eventEnvelope } from './envelope';

export const PROMO_USED = 'promo.used';

export const PromoUsedData = z.object({
  promoId: objectId,
  promoCode: z.string(),
  orderId: objectId,
  email: emailAddress,
  usageCount: z.number().int().min(0),
  discountType: DiscountType,
  discountValue: z.number().int(),
  discountAmount: money,
});
export type PromoUsedData = z.infer<typeof PromoUsedData>;

export const PromoUsedEvent = eventEnvelope(PROMO_USED, 1, PromoUsedData);
export type PromoUsedEvent = z.infer<typeof PromoUsedEvent>;
