import { kitQueryShapes, processedEventsIndexes, testing } from '@shop/service-kit';
import { cartIndexes, cartQueryShapes, cartRetention } from '../src/collections';

const indexes = [...cartIndexes, ...processedEventsIndexes];
const shapes = [...cartQueryShapes, ...kitQueryShapes([], cartRetention)];

/** Decision 018: every query the service sends is declared beside its indexes, and answered from one. */
describe('indexes', () => {
  it('when every query the service sends is explained on the database, then each is answered from an index', async () => {
    expect(await testing.queryShapesWithoutIndex('cart', indexes, shapes)).toEqual([]);
  }, 60_000);
});
