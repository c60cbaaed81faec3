import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { STALLED_STEP_MS } from '../src/domain/stock/hold-store';
import { startCatalog, type CatalogTestbed } from './support/catalog-app';
import { createProduct, type ProductAnswer } from './support/builders';
import { line, reserve, setHold, stockOf } from './support/holds';

const { eventually } = testing;

let bed: CatalogTestbed;
beforeAll(async () => {
  bed = await startCatalog({ env: { STOCK_HOLD_SWEEP_MS: '200' } });
});
afterAll(() => bed.close());

const ruby = { name: 'Color', value: 'Ruby' };
const rubyOf = async (id: string) =>
  stockOf((await bed.app.inject(`/api/products/${id}`)).json().data as ProductAnswer, 'Color', 'Ruby');
const holdOf = (orderId: string) => bed.catalog.holds.collection.findOne({ _id: orderId });
const threeRubies = () =>
  createProduct(bed.app, bed.adminToken, {
    options: [{ name: 'Color', values: [{ label: 'Ruby', hex: '#9b111e', stock: 3 }] }],
  });

describe('holds whose order.placed has not come (decision 026: the order service owns placement)', () => {
  it('when no order.placed comes, then the catalog keeps the units until the order service says the order was not stored', async () => {
    const product = await threeRubies();
    const orderId = new ObjectId().toHexString();
    await reserve(bed.app, [line(product._id, 2, [ruby])], orderId);
    // many sweeps later, the catalog has neither asked anyone nor given anything back on its own
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rubyOf(product._id)).toBe(1);

    expect((await setHold(bed.app, orderId, 'not placed')).statusCode).toBe(200);
    expect(await rubyOf(product._id)).toBe(2 + 1);
    // given back and never to be stored: final, it goes in 30 days; nothing is left for the sweeper
    expect(await holdOf(orderId)).toMatchObject({ live: false, held: false, finalAt: expect.any(Date) });
    expect(await holdOf(orderId)).not.toHaveProperty('unsettled');
  });

  it('when a step was left half done by a process that died, then the sweeper finishes it once it has stalled', async () => {
    const product = await threeRubies();
    const orderId = new ObjectId().toHexString();
    await reserve(bed.app, [line(product._id, 1, [ruby])], orderId);
    // the reservation leaves its take on the hold for the write that marks the order placed
    expect((await holdOf(orderId))?.step).toMatchObject({ kind: 'take' });
    await bed.catalog.holds.collection.updateOne(
      { _id: orderId },
      { $set: { updatedAt: new Date(Date.now() - STALLED_STEP_MS - 1000) } },
    );
    await eventually(async () => expect((await holdOf(orderId))?.step).toBeNull(), 10_000);
    expect(await holdOf(orderId)).toMatchObject({ held: true, live: true });
    expect(await holdOf(orderId)).not.toHaveProperty('unsettled');
    expect(await rubyOf(product._id)).toBe(2); // the units were taken once
  });
});
