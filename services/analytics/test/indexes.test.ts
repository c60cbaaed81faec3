import { kitQueryShapes, processedEventsIndexes, testing } from '@shop/service-kit';
import { orderProjectionIndexes } from '../src/domain/order-projections';
import { analyticsQueryShapes } from '../src/domain/query-shapes';

const indexes = [...orderProjectionIndexes, ...processedEventsIndexes];
const shapes = [...analyticsQueryShapes, ...kitQueryShapes([])];

/** Decision 018: every query the service sends is declared beside its indexes, and answered from one. */
describe('indexes', () => {
  it('when every query the service sends is explained on the database, then each is answered from an index', async () => {
    expect(await testing.queryShapesWithoutIndex('analytics', indexes, shapes)).toEqual([]);
  }, 60_000);
});
