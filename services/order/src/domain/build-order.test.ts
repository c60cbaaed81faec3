import type { CartItem, PlaceOrderBody, PromoRedemption } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import type { AvailableLine } from './availability';
import { buildOrder, pricingLines, subtotalOf, type OrderDraft } from './build-order';

function quoted(price: number, title = 'Rose Lipstick'): AvailableLine {
  const _id = new ObjectId().toHexString();
  return {
    productId: _id,
    available: true,
    problems: [],
    product: {
      _id,
      title,
      description: `${title}, described`,
      price,
      image: '',
      isBundle: false,
      bundleCount: 1,
      options: [],
      availability: true,
      product_category_id: null,
    },
  };
}

function inCart(line: AvailableLine, quantity: number): CartItem {
  // The cart's snapshot price is deliberately wrong: the order must price from the quote.
  return {
    product: { _id: line.product._id, title: line.product.title, price: 0.01, image: '' },
    quantity,
    selectedOptions: [{ name: 'Size', value: 'M' }],
  };
}

const request: PlaceOrderBody = {
  sessionId: 'session-0000000000000001',
  shippingInfo: {
    firstName: 'Mona',
    lastName: 'Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    street: '12 Tahrir Street',
    city: 'Aswan',
    floor: '',
    apartment: '',
  },
  paymentMethod: 'cash_on_delivery',
  language: 'en',
};

function buildDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  const lines = [quoted(99.99), quoted(0.5, 'Cotton Pads')];
  return {
    orderId: new ObjectId(),
    request,
    userId: null,
    cartItems: [inCart(lines[0]!, 3), inCart(lines[1]!, 7)],
    lines,
    settings: {
      defaultShippingValue: 100,
      shippingRates: [{ _id: 'r', city: 'Aswan', value: 120 }],
      taxes: [{ _id: 't', taxName: 'VAT', value: 14 }],
    },
    redemption: null,
    now: new Date('2026-11-21T10:00:00Z'),
    ...overrides,
  };
}

const redemption: PromoRedemption = {
  promoId: new ObjectId().toHexString(),
  promoCode: 'GLOW10',
  discountType: 'percentage',
  discountValue: 10,
  discountAmount: 30.35,
  discountedSubtotal: 273.12,
};

describe('buildOrder', () => {
  it("when a cart is priced, then each line uses the quote's price and the cart's quantity and options", () => {
    const order = buildOrder(buildDraft());
    expect(
      order.items.map((item) => [item.product.price, item.quantity, item.lineTotal, item.selectedOptions]),
    ).toEqual([
      [99.99, 3, 299.97, [{ name: 'Size', value: 'M' }]],
      [0.5, 7, 3.5, [{ name: 'Size', value: 'M' }]],
    ]);
    // 303.47 + VAT 42.4858 → 42.49 + Aswan 120
    expect(order).toMatchObject({
      subtotal: 303.47,
      discountAmount: 0,
      shippingCost: 120,
      totalAmount: 465.96,
    });
    expect(order.taxes).toEqual([{ taxName: 'VAT', value: 14, amount: 42.49 }]);
  });

  it('when a promo was redeemed, then its discount comes off before taxes and the order keeps its details', () => {
    const order = buildOrder(buildDraft({ redemption }));
    // 303.47 − 30.35 = 273.12; VAT 38.2368 → 38.24; + 120
    expect(order).toMatchObject({
      discountAmount: 30.35,
      totalAmount: 431.36,
      promoCode: 'GLOW10',
      promoDetails: {
        promoCode: 'GLOW10',
        discountAmount: 30.35,
        discountType: 'percentage',
        discountValue: 10,
      },
      promo: { promoId: redemption.promoId, email: 'mona@example.com' },
    });
  });

  it('when no promo was used, then there is no promo code, no details and no promo reference', () => {
    const order = buildOrder(buildDraft());
    expect(order).not.toHaveProperty('promoCode');
    expect(order).toMatchObject({ promoDetails: null, promo: null });
  });

  it('when the order is built, then it is Incoming with the customer, session, user and time of the draft', () => {
    const userId = new ObjectId().toHexString();
    const draft = buildDraft({ userId, idempotency: { key: 'k', fingerprint: 'f' } });
    expect(buildOrder(draft)).toMatchObject({
      _id: draft.orderId,
      status: 'Incoming',
      customerName: 'Mona Hassan',
      customerInfo: {
        firstName: 'Mona',
        lastName: 'Hassan',
        phone: '01001234567',
        email: 'mona@example.com',
        address: { street: '12 Tahrir Street', city: 'Aswan', floor: '', apartment: '' },
      },
      sessionId: request.sessionId,
      userId,
      idempotencyKey: 'k',
      requestFingerprint: 'f',
      createdAt: draft.now,
      updatedAt: draft.now,
    });
  });

  it("when the subtotal for the promo is asked, then it is the quote's prices times the cart's quantities", () => {
    const draft = buildDraft();
    expect(subtotalOf(pricingLines(draft.cartItems, draft.lines))).toBe(303.47);
  });
});
