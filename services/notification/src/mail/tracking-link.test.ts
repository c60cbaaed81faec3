import { TRACKING_TOKEN_AUDIENCE, jwsOfLinkToken } from '@shop/contracts';
import { jwtVerify } from 'jose';
import type { OrderSnapshot } from '../domain/order-snapshot';
import { renderOrderPlaced, renderStatusChanged } from './render';
import { createTrackingLinks } from './tracking-link';

const SECRET = 'a-test-tracking-secret-of-32-characters!';

function buildSnapshot(overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    _id: '64b0000000000000abcd1234',
    customerEmail: 'nour@shop.test',
    customerInfo: {
      firstName: 'Nour',
      lastName: 'Samir',
      phone: '01001234567',
      email: 'nour@shop.test',
      address: {
        street: '9 Corniche Street',
        city: 'Cairo',
        floor: '3',
        apartment: '12',
        landmark: 'Near the bank',
      },
    },
    items: [
      {
        productId: '64b0000000000000000000aa',
        title: 'Rose Lipstick',
        quantity: 3,
        unitPrice: 0.1,
        selectedOptions: [{ name: 'Color', value: 'Ruby' }],
      },
      {
        productId: '64b0000000000000000000bb',
        title: 'Cleanser',
        quantity: 1,
        unitPrice: 349,
        selectedOptions: [],
      },
    ],
    subtotal: 349.3,
    discountAmount: 34.93,
    promoCode: 'GLOW10',
    taxes: [{ taxName: 'VAT', value: 14, amount: 44.01 }],
    shippingCost: 50,
    totalAmount: 408.38,
    placedAt: new Date('2026-11-25T10:00:00Z'),
    ...overrides,
  };
}

describe('the tracking link of the order e-mails (issue 32)', () => {
  const links = createTrackingLinks({ secret: SECRET, shopUrl: 'https://glow.test' });

  it("when a link is made, then it opens the shop's /track page with a token of the order, valid 90 days", async () => {
    const link = await links('64b0000000000000abcd1234');
    const token = /^https:\/\/glow\.test\/track\/([\w-]+~[\w-]+~[\w-]+)$/.exec(link)?.[1];
    expect(token).toBeDefined();
    const { payload } = await jwtVerify(jwsOfLinkToken(token!), new TextEncoder().encode(SECRET), {
      audience: TRACKING_TOKEN_AUDIENCE,
    });
    expect(payload.sub).toBe('64b0000000000000abcd1234');
    expect(payload.exp! - payload.iat!).toBe(90 * 24 * 60 * 60);
  });

  it('when an order e-mail is rendered with the link, then both parts carry "Track your order" and the link, in Arabic too', async () => {
    const link = await links('64b0000000000000abcd1234');
    const placed = renderOrderPlaced('Glow', buildSnapshot(), link);
    expect(placed.text).toContain(`Track your order: ${link}`);
    expect(placed.html).toContain(`<a href="${link}"`);
    expect(placed.html).toContain('Track your order</a>');
    const cancelled = renderStatusChanged('Glow', buildSnapshot({ language: 'ar' }), 'Cancelled', link)!;
    expect(cancelled.text).toContain(`تابع طلبك: ${link}`);
    expect(renderOrderPlaced('Glow', buildSnapshot()).text).not.toContain('Track your order');
  });
});
