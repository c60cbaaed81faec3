import type { Product } from '@shop/contracts';
import { ObjectId } from 'mongodb';
import { logInAdmin, type Account } from '../support/accounts';
import {
  addToCart,
  buildProduct,
  buildPromo,
  buildShippingInfo,
  cartReadyToOrder,
  createPromo,
} from '../support/shop-data';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';

/** Numbers no quantity may be: below 1, fractional, beyond the cap, not numbers at all. */
const BAD_QUANTITIES: unknown[] = [-1, 0, -0.5, 1.5, 100, 1e9, 1e308, '2', 'abc', null, true, [], {}];
/** Raw JSON number texts that parse to something a schema might mistake for a number. */
const BAD_QUANTITY_TEXTS = ['1e309', '-1e309', '1.0000000000000001e2', '0x10'];
/** Amounts no price may be: negative, finer than a piastre, beyond the cap, text. */
const BAD_PRICES: unknown[] = [-1, -0.01, 0.001, 1e7, 1e308, '250', 'abc', null, {}];

/**
 * ASVS 11.1.5 (business limits), 5.1.3 / 5.1.4 (values typed and range-checked) and the rule of
 * docs/architecture.md#requests-and-security that nothing the client says about money is trusted: quantities
 * and prices outside their ranges are refused, and a stored order's figures are the server's own, whatever the
 * client sent.
 */
describe('V11.1.5 quantities, prices and order totals', () => {
  const stack = useStack();
  let admin: Account;
  let product: Product;
  let sessionId: string;
  beforeAll(async () => {
    admin = await logInAdmin(stack);
    ({ product, sessionId } = await cartReadyToOrder(admin.client, stack.gateway, { price: 250 }));
  });

  it('when a cart quantity is negative, zero, fractional, huge or not a number, then 400 and the cart is unchanged', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      const line = { sessionId, productId: product._id, selectedOptions: [{ name: 'Color', value: 'Ruby' }] };
      for (const quantity of BAD_QUANTITIES) {
        for (const path of ['/api/cart/add', '/api/cart/update']) {
          const answer = await stack.gateway.request(path.endsWith('add') ? 'POST' : 'PUT', path, {
            json: { ...line, quantity },
          });
          if (answer.status !== 400) accepted.push(`${path} ${JSON.stringify(quantity)} → ${answer.status}`);
        }
      }
      for (const text of BAD_QUANTITY_TEXTS) {
        const raw = JSON.stringify({ ...line, quantity: 1 }).replace('"quantity":1', `"quantity":${text}`);
        const answer = await stack.gateway.request('POST', '/api/cart/add', { raw });
        if (answer.status !== 400) accepted.push(`add ${text} → ${answer.status}`);
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when checkout sends bad prices, quantities or discounts for its ignored cart copy, then 400 and no order', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      const item = { _id: product._id, name: product.title, price: 250, quantity: 1, selectedOptions: [] };
      const bodies = [
        ...BAD_PRICES.map((price) => ({ cartItems: [{ ...item, price }] })),
        ...BAD_QUANTITIES.map((quantity) => ({ cartItems: [{ ...item, quantity }] })),
        ...BAD_PRICES.map((discountAmount) => ({ discountAmount })),
      ];
      for (const extra of bodies) {
        const answer = await stack.gateway.post('/api/orders', {
          sessionId,
          shippingInfo: buildShippingInfo(),
          ...extra,
        });
        if (answer.status !== 400) accepted.push(`${JSON.stringify(extra)} → ${answer.status}`);
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when the admin types an impossible price, tax or discount, then 400 (an admin token does not widen the ranges)', async () => {
    const accepted: string[] = [];
    await expectNoEffect(stack, async () => {
      for (const price of BAD_PRICES) {
        const created = await admin.client.post('/api/products', buildProduct({ price }));
        const updated = await admin.client.put(`/api/products/${product._id}`, { price });
        if (created.status !== 400 || updated.status !== 400) accepted.push(`price ${JSON.stringify(price)}`);
      }
      for (const value of [-1, 100.5, 101, 1e9, 'abc']) {
        const taxes = await admin.client.post('/api/taxShipping', {
          defaultShippingValue: 0,
          shippingRates: [],
          taxes: [{ taxName: 'VAT', value }],
        });
        if (taxes.status !== 400) accepted.push(`tax ${JSON.stringify(value)}`);
      }
      for (const discountValue of [0, -5, 2.5, 101, 1e9, '10']) {
        const promo = await admin.client.post('/api/promo', buildPromo({ discountValue }));
        if (promo.status !== 400) accepted.push(`discount ${JSON.stringify(discountValue)}`);
      }
    });
    expect(accepted).toEqual([]);
  });

  it('when checkout tampers with prices, quantities, the discount and the promo id, then the stored order is priced by the server', async () => {
    const promo = await createPromo(admin.client, { discountType: 'percentage', discountValue: 10 });
    const session = await addToCart(stack.gateway, product._id, { quantity: 2 });
    const placed = await stack.gateway.post('/api/orders', {
      sessionId: session,
      shippingInfo: buildShippingInfo({ city: 'Cairo' }),
      promoCode: promo.promo_code,
      cartItems: [{ _id: product._id, name: product.title, price: 0.01, quantity: 99, selectedOptions: [] }],
      discountAmount: 499.99,
      promoId: new ObjectId().toHexString(),
    });
    expect(placed.status).toBe(201);
    // 2 × 250 = 500; 10% off = 50; VAT 14% of 450 = 63; Cairo 50; total 563
    const figures = { subtotal: 500, discountAmount: 50, shippingCost: 50, totalAmount: 563 };
    expect(placed.body).toMatchObject({ ...figures, taxes: [{ taxName: 'VAT', value: 14, amount: 63 }] });
    expect(placed.body.items).toEqual([expect.objectContaining({ quantity: 2, lineTotal: 500 })]);
    expect((await admin.client.get(`/api/orders/${placed.body._id}`)).body).toMatchObject(figures);
  });

  it('when a price rises after the item went into the cart, then the order charges the catalog price, not the cart copy', async () => {
    const session = await addToCart(stack.gateway, product._id);
    expect((await admin.client.put(`/api/products/${product._id}`, { price: 300 })).status).toBe(200);
    const placed = await stack.gateway.post('/api/orders', {
      sessionId: session,
      shippingInfo: buildShippingInfo({ city: 'Cairo' }),
    });
    expect(placed.status).toBe(201);
    // 300 + VAT 42 + Cairo 50
    expect(placed.body).toMatchObject({ subtotal: 300, discountAmount: 0, totalAmount: 392 });
  });

  it('when checkout names a promo id and a discount without a code, then no discount is given', async () => {
    const promo = await createPromo(admin.client, { discountType: 'amount', discountValue: 100 });
    const session = await addToCart(stack.gateway, product._id);
    const placed = await stack.gateway.post('/api/orders', {
      sessionId: session,
      shippingInfo: buildShippingInfo({ city: 'Giza' }),
      promoId: promo._id,
      discountAmount: 100,
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discountAmount: 0, promoDetails: null });
    expect(placed.body.promoCode).toBeUndefined();
  });
});
