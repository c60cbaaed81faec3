import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { createProduct, type ProductAnswer } from './support/builders';
import { line, orderEvents, reserve, ruby, setHold, stockOf, useCatalogWithOrders } from './support/holds';

const { eventually } = testing;

const bed = useCatalogWithOrders();

const nude = { name: 'Color', value: 'Nude' };
const small = { name: 'Size', value: '4 g' };
const detail = async (id: string) =>
  (await bed.app.inject(`/api/products/${id}`)).json().data as ProductAnswer;
const threeRuby = () =>
  createProduct(bed.app, bed.adminToken, {
    title: 'Rose Lipstick',
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
  });

describe('reserving stock before an order is stored', () => {
  it('when 10 orders of one unit race for a value with 3, then exactly 3 are reserved and 7 refused by name', async () => {
    const product = await threeRuby();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reserve(bed.app, [line(product._id, 1, [ruby])])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(answer.json().error).toMatch(/Rose Lipstick \(Color: Ruby\)/);
    }
    const after = await detail(product._id);
    expect(stockOf(after, 'Color', 'Ruby')).toBe(0);
    expect(after.availability).toBe(false);
  });

  it('when a bundle and a second line share values, then every value is judged over all lines, all or nothing', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { isBundle: true, bundleCount: 2 });
    // Ruby 5, Nude 2, 4 g 7: 2 bundles with Ruby twice and 4 g twice, plus 3 more 4 g asks 4 Ruby and 7 × 4 g.
    const ok = await reserve(bed.app, [
      line(product._id, 2, [ruby, ruby, small, small]),
      line(product._id, 3, [nude, ruby, small, small]),
    ]);
    expect(ok.statusCode).toBe(409); // 2 × 2 + 3 = 7 Ruby asked, 5 left: nothing is taken
    expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(5);
    const fits = await reserve(bed.app, [
      line(product._id, 2, [ruby, ruby, small, small]),
      line(product._id, 1, [nude, ruby, small, small]),
    ]);
    expect(fits.statusCode).toBe(200);
    const after = await detail(product._id);
    expect([
      stockOf(after, 'Color', 'Ruby'),
      stockOf(after, 'Color', 'Nude'),
      stockOf(after, 'Size', '4 g'),
    ]).toEqual([0, 1, 1]);
  });

  it('when an order of two products cannot get the second, then the first gets its units back', async () => {
    const plenty = await createProduct(bed.app, bed.adminToken);
    const scarce = await threeRuby();
    const answer = await reserve(bed.app, [line(plenty._id, 2, [ruby, small]), line(scarce._id, 4, [ruby])]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe('Only 3 left of Rose Lipstick (Color: Ruby)');
    expect(stockOf(await detail(plenty._id), 'Color', 'Ruby')).toBe(5);
    expect(stockOf(await detail(scarce._id), 'Color', 'Ruby')).toBe(3);
  });

  it('when the same reservation is asked again (a retry under the same key), then the units are taken once', async () => {
    const product = await threeRuby();
    const orderId = new ObjectId().toHexString();
    const lines = [line(product._id, 2, [ruby])];
    expect((await reserve(bed.app, lines, orderId)).statusCode).toBe(200);
    expect((await reserve(bed.app, lines, orderId)).statusCode).toBe(200);
    expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(1);
    expect((await reserve(bed.app, [line(product._id, 1, [ruby])], orderId)).statusCode).toBe(409);
  });

  it('when the placement fails after the reservation, then the units go back once, and a retry takes them anew', async () => {
    const product = await threeRuby();
    const orderId = new ObjectId().toHexString();
    const lines = [line(product._id, 2, [ruby])];
    await reserve(bed.app, lines, orderId);
    expect((await setHold(bed.app, orderId, 'not placed')).json()).toMatchObject({ held: false });
    await setHold(bed.app, orderId, 'not placed');
    expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(3);
    expect((await reserve(bed.app, lines, orderId)).statusCode).toBe(200);
    expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(1);
  });
});

describe('stock follows the order after it is stored', () => {
  async function placed(quantity = 2) {
    const product = await threeRuby();
    const orderId = new ObjectId().toHexString();
    expect((await reserve(bed.app, [line(product._id, quantity, [ruby])], orderId)).statusCode).toBe(200);
    await bed.tap.publish(orderEvents.placed(orderId));
    return { product, orderId, ruby: async () => stockOf(await detail(product._id), 'Color', 'Ruby') };
  }

  it('when a cancellation is delivered twice, then the units come back once', async () => {
    const order = await placed();
    const cancelled = orderEvents.statusChanged(order.orderId, 'Cancelled', 2);
    await bed.tap.publish(cancelled);
    await bed.tap.publish(cancelled);
    await eventually(async () => expect(await order.ruby()).toBe(3), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await order.ruby()).toBe(3);
  });

  it('when refunded, then deleted, then the units come back once', async () => {
    const order = await placed();
    await bed.tap.publish(orderEvents.statusChanged(order.orderId, 'Refunded', 2));
    await bed.tap.publish(orderEvents.deleted(order.orderId, 3));
    await eventually(async () => expect(await order.ruby()).toBe(3), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await order.ruby()).toBe(3);
  });

  it('when a live order is deleted, then its units come back; a later status event changes nothing', async () => {
    const order = await placed();
    await bed.tap.publish(orderEvents.deleted(order.orderId, 2));
    await eventually(async () => expect(await order.ruby()).toBe(3), 10_000);
    await bed.tap.publish(orderEvents.statusChanged(order.orderId, 'Processing', 2));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await order.ruby()).toBe(3);
  });

  it('when a cancelled order comes back, then its units are taken again, or refused with 409 when gone', async () => {
    const order = await placed();
    const cancelled = await setHold(bed.app, order.orderId, { revision: 2, status: 'Cancelled' });
    expect(cancelled.json()).toMatchObject({ held: false, live: false });
    expect(await order.ruby()).toBe(3);
    const back = await setHold(bed.app, order.orderId, { revision: 3, status: 'Processing' });
    expect(back.statusCode).toBe(200);
    expect(await order.ruby()).toBe(1);
    await setHold(bed.app, order.orderId, { revision: 4, status: 'Refunded' });
    expect((await reserve(bed.app, [line(order.product._id, 2, [ruby])])).statusCode).toBe(200);
    const refused = await setHold(bed.app, order.orderId, { revision: 5, status: 'Incoming' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only 1 left of Rose Lipstick (Color: Ruby)');
    expect(await order.ruby()).toBe(1);
    // The refusal left the hold where it was: the same revision can be tried again once units come back.
    expect((await setHold(bed.app, order.orderId, { revision: 5, status: 'Incoming' })).statusCode).toBe(409);
  });

  it('when a stale cancellation arrives after the order came back, then it changes nothing', async () => {
    const order = await placed(1);
    await setHold(bed.app, order.orderId, { revision: 3, status: 'Processing' }); // revision 2 was its cancellation
    await bed.tap.publish(orderEvents.statusChanged(order.orderId, 'Cancelled', 2));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await order.ruby()).toBe(2);
  });

  it('when a revival took the units but the order never got that revision, then order.revised gives them back', async () => {
    const order = await placed(1);
    await setHold(bed.app, order.orderId, { revision: 2, status: 'Refunded' });
    // the order service asked for revision 3 (back to Processing) and lost the answer: the order stays Refunded
    await setHold(bed.app, order.orderId, { revision: 3, status: 'Processing' });
    expect(await order.ruby()).toBe(2);
    await bed.tap.publish(orderEvents.revised(order.orderId, 'Refunded', 4));
    await eventually(async () => expect(await order.ruby()).toBe(3));
    // its next real change (revision 5) is applied as usual
    await setHold(bed.app, order.orderId, { revision: 5, status: 'Incoming' });
    expect(await order.ruby()).toBe(2);
  });

  it('when two replicas consume one stream of cancellations and redeliveries, then every order gives back once', async () => {
    const second = await bed.replica();
    try {
      const product = await createProduct(bed.app, bed.adminToken, {
        options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 30 }] }],
      });
      const orderIds = Array.from({ length: 15 }, () => new ObjectId().toHexString());
      for (const orderId of orderIds) await reserve(bed.app, [line(product._id, 2, [ruby])], orderId);
      expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(0);
      const events = orderIds.flatMap((orderId, i) =>
        i % 3 === 0
          ? [orderEvents.deleted(orderId, 2)]
          : [orderEvents.statusChanged(orderId, i % 2 ? 'Cancelled' : 'Refunded', 2)],
      );
      await Promise.all([...events, ...events].map((event) => bed.tap.publish(event)));
      await eventually(
        async () => expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(30),
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(stockOf(await detail(product._id), 'Color', 'Ruby')).toBe(30);
    } finally {
      await second.close();
    }
  }, 40_000);
});
