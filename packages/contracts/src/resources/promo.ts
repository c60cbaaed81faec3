import { z } from 'zod';
import { MONEY_MAX, email, isoDateTime, money, objectId } from '../common';
import { endOfDayUtc, promoDate, startOfDayUtc } from './promo-dates';

export const DiscountType = z.enum(['percentage', 'amount']);
export type DiscountType = z.infer<typeof DiscountType>;

export const PromoStatus = z.enum(['active', 'inactive']);
export type PromoStatus = z.infer<typeof PromoStatus>;

export const Promo = z.object({
  _id: objectId,
  promo_code: z.string(),
  start_date: isoDateTime,
  expiration_date: isoDateTime,
  discountType: DiscountType,
  discountValue: z.number().int(),
  status: PromoStatus,
  created_by: z.string().nullable(),
  usageCount: z.number().int().min(0),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.optional(),
});
export type Promo = z.infer<typeof Promo>;

export const promoCode = z
  .string()
  .trim()
  .min(3, 'Promo code must be at least 3 characters')
  .max(32, 'Promo code must be at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Promo code may contain only letters, digits, - and _');

function endsBeforeStart(start: string, expiration: string): boolean {
  try {
    return endOfDayUtc(expiration) < startOfDayUtc(start);
  } catch {
    return false; // an unreadable date already has its own issue
  }
}

/** POST /promo and PUT /promo/{id} (the spec sends the same body to both). */
export const CreatePromoBody = z
  .strictObject({
    promo_code: promoCode,
    start_date: promoDate,
    expiration_date: promoDate,
    discountType: DiscountType,
    discountValue: z.number().int('Discount value must be a whole number').min(1).max(MONEY_MAX),
    status: PromoStatus.default('active'),
  })
  .superRefine((body, ctx) => {
    if (body.discountType === 'percentage' && body.discountValue > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'A percentage discount must be between 1 and 100',
      });
    }
    if (endsBeforeStart(body.start_date, body.expiration_date)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiration_date'],
        message: 'Expiration date must not be before the start date',
      });
    }
  });
export type CreatePromoBody = z.infer<typeof CreatePromoBody>;
export type CreatePromoInput = z.input<typeof CreatePromoBody>;

export const UpdatePromoBody = CreatePromoBody;
export type UpdatePromoBody = CreatePromoBody;

const ENTER_CODE = 'Please enter a promo code';
const ENTER_EMAIL = 'Please enter your email to validate the promo code';
const whenMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? message : undefined;

/** Any code of sane length passes here: an unknown code is the service's 'Promo code is invalid or has been used'. */
export const ValidatePromoBody = z.strictObject({
  promoCode: z
    .string({ error: whenMissing(ENTER_CODE) })
    .trim()
    .min(1, ENTER_CODE)
    .max(64),
  subtotal: money.max(100 * MONEY_MAX),
  email: z
    .string({ error: whenMissing(ENTER_EMAIL) })
    .trim()
    .min(1, ENTER_EMAIL)
    .pipe(email),
});
export type ValidatePromoBody = z.infer<typeof ValidatePromoBody>;

export const PromoValidationResponse = z.object({
  discountAmount: money,
  discountedSubtotal: money,
  discountType: DiscountType,
  discountValue: z.number().int(),
  promoId: objectId,
});
export type PromoValidationResponse = z.infer<typeof PromoValidationResponse>;

export const PromoListResponse = z.object({ data: z.array(Promo) });
export type PromoListResponse = z.infer<typeof PromoListResponse>;

export const PromoResponse = z.object({ data: Promo });
export type PromoResponse = z.infer<typeof PromoResponse>;
