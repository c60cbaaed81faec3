import type { OrderStatus } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { DURING_PROMO, buildEvent, buildOrderPlaced, buildPromoRef, newOrderId } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const { eventually } = testing;

describe('promo uses given back when an order is deleted or cancelled', () => {
  let t: PromoTestApp;

  beforeAll(async () => {
    t = await startPromoApp();
    t.setNow(DURING_PROMO);
  });
  afterAll(() => t.close());

  const usageCount = (id: string) => t.usageCount(id);
  const validate = (code: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/promo/validate',
      payload: { promoCode: code, subtotal: 100, email },
    });

  /** A promo, and an order that redeemed it and was counted, as after a real placement. */
  async function placedOrder(email = 'mariam@example.com') {
    const promo = await t.createPromo();
    const orderId = newOrderId();
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/internal/promo/redemptions',
      payload: { promoCode: promo.promo_code, email, subtotal: 100, orderId },
    });
    expect(redeemed.statusCode).toBe(201);
    const ref = { promoId: promo._id as string, email };
    await t.publish(buildOrderPlaced(orderId, { ...ref, promoCode: promo.promo_code, discountAmount: 25 }));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(1));
    return { promo, orderId, ref, email };
  }
  const statusChanged = (
    orderId: string,
    to: OrderStatus,
    promo: { promoId: string; email: string } | null,
  ) => buildEvent('order.status_changed', { orderId, from: 'Incoming', to, changedBy: null, promo });

  it('when the order is deleted, then usageCount drops by one and the email may use the code again', async () => {
    const { promo, orderId, ref, email } = await placedOrder();
    expect((await validate(promo.promo_code, email)).statusCode).toBe(400);
    await t.publish(buildEvent('order.deleted', { orderId, status: 'Incoming', promo: ref }));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(0));
    expect((await validate(promo.promo_code, email)).statusCode).toBe(200);
  });

  it('when the order is cancelled, then its use is given back; another status change gives nothing back', async () => {
    const kept = await placedOrder();
    await t.publish(statusChanged(kept.orderId, 'Processing', kept.ref));
    const cancelled = await placedOrder();
    await t.publish(statusChanged(cancelled.orderId, 'Cancelled', cancelled.ref));
    await eventually(async () => expect(await usageCount(cancelled.promo._id)).toBe(0));
    expect(await usageCount(kept.promo._id)).toBe(1);
  });

  it('when the order is refunded, then its use is given back as its stock is', async () => {
    const refunded = await placedOrder();
    await t.publish(statusChanged(refunded.orderId, 'Refunded', refunded.ref));
    await eventually(async () => expect(await usageCount(refunded.promo._id)).toBe(0));
  });

  it('when the release is delivered again, or the order is cancelled twice, then it counts down only once', async () => {
    const { promo, orderId, ref } = await placedOrder();
    const other = newOrderId();
    await t.publish(
      buildOrderPlaced(other, buildPromoRef(promo, { email: 'nour@example.com', discountAmount: 25 })),
    );
    await eventually(async () => expect(await usageCount(promo._id)).toBe(2));
    const cancel = statusChanged(orderId, 'Cancelled', ref);
    await t.publish(
      cancel,
      cancel,
      statusChanged(orderId, 'Processing', ref),
      statusChanged(orderId, 'Cancelled', ref),
    );
    await t.publish(buildEvent('order.deleted', { orderId, status: 'Cancelled', promo: ref }));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await usageCount(promo._id)).toBe(1);
  });

  it('when the deletion overtakes order.placed, then the order is never counted and promo.used never sent', async () => {
    const used = await t.collect('promo.used');
    const promo = await t.createPromo();
    const orderId = newOrderId();
    const ref = { promoId: promo._id as string, email: 'early@example.com' };
    await t.publish(buildEvent('order.deleted', { orderId, status: 'Incoming', promo: ref }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.publish(buildOrderPlaced(orderId, { ...ref, promoCode: promo.promo_code, discountAmount: 25 }));
    const later = newOrderId();
    await t.publish(
      buildOrderPlaced(later, {
        ...ref,
        email: 'later@example.com',
        promoCode: promo.promo_code,
        discountAmount: 25,
      }),
    );
    const ofPromo = () => used.filter((e) => e.data.promoId === promo._id).map((e) => e.data.orderId);
    await eventually(() => expect(ofPromo()).toEqual([later]));
    expect(await usageCount(promo._id)).toBe(1);
  });

  it('when a cancelled order carries no promo reference, then its redemption is still found and released', async () => {
    const { promo, orderId } = await placedOrder();
    await t.publish(statusChanged(orderId, 'Cancelled', null));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(0));
  });
});
