import { PlaceOrderBody } from '@shop/contracts';
import { ApiError } from '@shop/ui-kit';
import { orderFailureMessage, orderRequest } from './order-request';

const ORDER_FAILED = 'Failed to place order. Please try again.';
import { buildLine, buildShippingForm } from '../test-support/builders';

const sessionId = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

describe('the order request', () => {
  it('when no promo is applied, then the body is the spec payload the order service accepts, without promo fields', () => {
    const line = buildLine({ unitPrice: 289.5, quantity: 2, selectedOptions: [{ name: 'Color', value: 'Jet Black' }] });
    const body = orderRequest({ sessionId, form: buildShippingForm({ firstName: '  Mona ' }), lines: [line], promo: null, discountAmount: 0, paymentMethod: 'cash_on_delivery' });

    expect(PlaceOrderBody.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      sessionId,
      shippingInfo: {
        firstName: 'Mona',
        lastName: 'Adel',
        email: 'mona@shop.test',
        phone: '01000000000', // typed '+20 100 000 0000': sent in the national form
        street: '12 Nile Street',
        city: 'Cairo',
        floor: '3',
        apartment: '7',
      },
      promoCode: '',
      cartItems: [{ _id: line.productId, name: line.name, price: 289.5, quantity: 2, selectedOptions: [{ name: 'Color', value: 'Jet Black' }] }],
      paymentMethod: 'cash_on_delivery',
    });
  });

  it('when a promo is applied, then its code, id and the shown discount travel with the order', () => {
    const promo = { code: 'WELCOME10', promoId: 'c'.repeat(24), discountType: 'percentage' as const, discountValue: 10 };
    const body = orderRequest({ sessionId, form: buildShippingForm({ landmark: 'Opposite the bakery' }), lines: [buildLine()], promo, discountAmount: 54.9, paymentMethod: 'card_on_delivery' });

    expect(PlaceOrderBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ promoCode: 'WELCOME10', promoId: promo.promoId, discountAmount: 54.9, paymentMethod: 'card_on_delivery' });
    expect(body.shippingInfo.landmark).toBe('Opposite the bakery');
  });

  it('when a row is incomplete, then it is left out of cartItems (the server reads its own cart)', () => {
    const body = orderRequest({
      sessionId,
      form: buildShippingForm(),
      lines: [buildLine({ problem: 'no-price', unitPrice: 0 }), buildLine({ productId: null, problem: 'no-product' })],
      promo: null,
      discountAmount: 0,
      paymentMethod: 'cash_on_delivery',
    });
    expect(body.cartItems).toEqual([]);
  });

  it("when the order fails, then the server's error field is shown, else the spec's text", () => {
    expect(orderFailureMessage(new ApiError(400, 'VALIDATION_ERROR', 'Your cart is empty', true), ORDER_FAILED)).toBe('Your cart is empty');
    expect(orderFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error: Failed to fetch', false), ORDER_FAILED)).toBe(ORDER_FAILED);
  });
});
