import { testing } from '@shop/service-kit';
import { DURING_PROMO, buildOrderPlaced, buildPromoBody, newOrderId } from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const { eventually } = testing;

describe('promo.used leaves with the usage record', () => {
  let t: PromoTestApp;
  // The relay's sweep runs once at start and then not for a minute: only the consumer itself can publish.
  beforeAll(async () => {
    t = await startPromoApp({}, { outboxPollIntervalMs: 60_000 });
    t.setNow(DURING_PROMO);
  });
  afterAll(() => t.close());

  it('when order.placed is counted, then its promo.used is published at once', async () => {
    const used = await t.collect('promo.used');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: buildPromoBody({ discountValue: 10 }),
      headers: { authorization: `Bearer ${await t.tokens.admin()}` },
    });
    const promo = created.json().data as { _id: string; promo_code: string };
    const orderId = newOrderId();

    await t.publish(
      buildOrderPlaced(orderId, {
        promoId: promo._id,
        promoCode: promo.promo_code,
        email: 'salma@example.com',
        discountAmount: 20,
      }),
    );

    await eventually(() => expect(used.map((event) => event.data.orderId)).toEqual([orderId]));
  });
});
