import type { EventOf } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import {
  DURING_PROMO,
  buildOrderPlaced,
  buildPromoBody,
  buildPromoRef,
  newOrderId,
} from './support/factories';
import { startPromoApp, type PromoTestApp } from './support/promo-app';

const { eventually } = testing;

describe('promo usage from order.placed', () => {
  let t: PromoTestApp;
  /** Every promo.used of this file; a test looks only at its own promo's (relays run on between tests). */
  let used: Array<EventOf<'promo.used'>>;
  const usedFor = (promoId: string) => used.filter((event) => event.data.promoId === promoId);

  beforeAll(async () => {
    t = await startPromoApp();
    t.setNow(DURING_PROMO);
    used = await t.collect('promo.used');
  });
  afterAll(() => t.close());

  const createPromo = () => t.createPromo({ discountValue: 25 });
  const usageCount = (id: string) => t.usageCount(id);
  const promoRef = (promo: { _id: string; promo_code: string }, email = 'mariam@example.com') =>
    buildPromoRef(promo, { email });

  it('when an order with a promo is placed, then usageCount rises by one and promo.used goes out once', async () => {
    const promo = await createPromo();
    const orderId = newOrderId();
    await t.publish(buildOrderPlaced(orderId, promoRef(promo)));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(1));
    await eventually(() => expect(usedFor(promo._id)).toHaveLength(1));
    expect(usedFor(promo._id)[0]!.data).toEqual({
      promoId: promo._id,
      promoCode: promo.promo_code,
      orderId,
      email: 'mariam@example.com',
      usageCount: 1,
      discountType: 'percentage',
      discountValue: 25,
      discountAmount: 175,
    });
  });

  it('when the same order.placed is delivered twice and re-sent with a new event id, then it counts once', async () => {
    const promo = await createPromo();
    const orderId = newOrderId();
    const event = buildOrderPlaced(orderId, promoRef(promo));
    await t.publish(event, event, buildOrderPlaced(orderId, promoRef(promo)));
    const marker = buildOrderPlaced(newOrderId(), promoRef(promo, 'later@example.com'));
    await t.publish(marker);
    // the later order's count proves the three earlier deliveries were all handled before it
    await eventually(() =>
      expect(usedFor(promo._id).map((e) => e.data.orderId)).toContain(marker.data.orderId),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await usageCount(promo._id)).toBe(2);
    expect(used.filter((e) => e.data.orderId === orderId)).toHaveLength(1);
  });

  it('when 15 orders with one promo are placed at once, then each is counted once with its own count', async () => {
    const promo = await createPromo();
    const events = Array.from({ length: 15 }, (_, i) =>
      buildOrderPlaced(newOrderId(), promoRef(promo, `buyer${i}@example.com`)),
    );
    await t.publish(...events);
    await eventually(async () => expect(await usageCount(promo._id)).toBe(15));
    await eventually(() => expect(usedFor(promo._id)).toHaveLength(15));
    expect(
      usedFor(promo._id)
        .map((e) => e.data.usageCount)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('when an admin edits the code while its orders are being counted, then no count is lost', async () => {
    const promo = await createPromo();
    const events = Array.from({ length: 20 }, (_, i) =>
      buildOrderPlaced(newOrderId(), promoRef(promo, `edit${i}@example.com`)),
    );
    const edits = Array.from({ length: 20 }, (_, i) =>
      t.asAdmin(
        'PUT',
        `/api/promo/${promo._id.toUpperCase()}`,
        buildPromoBody({ promo_code: promo.promo_code, discountValue: 10 + i }),
      ),
    );
    const [, ...answers] = await Promise.all([t.publish(...events), ...edits]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    await eventually(async () => expect(await usageCount(promo._id)).toBe(20));
  });

  it('when an order without a promo is placed, then no promo changes', async () => {
    const promo = await createPromo();
    const withoutPromo = newOrderId();
    await t.publish(buildOrderPlaced(withoutPromo, null));
    await t.publish(buildOrderPlaced(newOrderId(), promoRef(promo)));
    await eventually(() => expect(usedFor(promo._id)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(used.filter((event) => event.data.orderId === withoutPromo)).toEqual([]);
    expect(await usageCount(promo._id)).toBe(1);
  });

  it('when the promo was deleted before its order.placed arrives, then the event is acknowledged and dropped', async () => {
    const gone = await createPromo();
    await t.asAdmin('DELETE', `/api/promo/${gone._id}`);
    const kept = await createPromo();
    await t.publish(
      buildOrderPlaced(newOrderId(), promoRef(gone)),
      buildOrderPlaced(newOrderId(), promoRef(kept)),
    );
    await eventually(() => expect(usedFor(kept._id)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(usedFor(gone._id)).toEqual([]);
  });
});

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
    const promo = await t.createPromo({ discountValue: 10 });
    const orderId = newOrderId();

    await t.publish(
      buildOrderPlaced(orderId, buildPromoRef(promo, { email: 'salma@example.com', discountAmount: 20 })),
    );

    await eventually(() => expect(used.map((event) => event.data.orderId)).toEqual([orderId]));
  });
});
