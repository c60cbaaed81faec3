import { ids } from '../__fixtures__/samples';
import { PromoRedemption, PromoRedemptionParams, RedeemPromoBody } from './promo-redemption';

const redeem = { promoCode: 'RAMADAN25', email: 'mariam@example.com', subtotal: 699.98, orderId: ids.order };
const firstMessage = (input: unknown) => RedeemPromoBody.safeParse(input).error?.issues[0]?.message;

describe('RedeemPromoBody', () => {
  it('when the order service redeems a code for an order, then it passes with the email normalised', () => {
    expect(RedeemPromoBody.parse({ ...redeem, email: ' Mariam@Example.com ' })).toEqual(redeem);
  });

  it('when the order id is missing or not an ObjectId, then it is rejected', () => {
    const { orderId: _o, ...noOrder } = redeem;
    expect(RedeemPromoBody.safeParse(noOrder).success).toBe(false);
    expect(RedeemPromoBody.safeParse({ ...redeem, orderId: 'order-1' }).success).toBe(false);
  });

  it('when the code or the email is empty, then the messages are the checkout messages', () => {
    expect(firstMessage({ ...redeem, promoCode: ' ' })).toBe('Please enter a promo code');
    expect(firstMessage({ ...redeem, email: '' })).toBe('Please enter your email to validate the promo code');
  });

  it('when a discount is smuggled into the body, then it is rejected', () => {
    expect(RedeemPromoBody.safeParse({ ...redeem, discountAmount: 500 }).success).toBe(false);
  });
});

describe('PromoRedemption and its params', () => {
  it('when the promo service answers, then the six fields are required', () => {
    const answer = {
      promoId: ids.promo,
      promoCode: 'RAMADAN25',
      discountType: 'percentage',
      discountValue: 25,
      discountAmount: 175,
      discountedSubtotal: 524.98,
    };
    expect(PromoRedemption.parse(answer)).toEqual(answer);
    const { discountedSubtotal: _d, ...partial } = answer;
    expect(PromoRedemption.safeParse(partial).success).toBe(false);
  });

  it('when a redemption is released, then the order id must be an ObjectId and nothing else is accepted', () => {
    expect(PromoRedemptionParams.safeParse({ orderId: ids.order }).success).toBe(true);
    expect(PromoRedemptionParams.safeParse({ orderId: { $ne: '' } }).success).toBe(false);
    expect(PromoRedemptionParams.safeParse({ orderId: ids.order, all: '1' }).success).toBe(false);
  });
});
