import { testing } from '@shop/service-kit';
import { identityAllIndexes, identityQueryShapes } from '../src/query-shapes';

/** Decision 018: every query the service sends is declared beside its indexes, and answered from one. */
describe('indexes', () => {
  it('when every query the service sends is explained on the database, then each is answered from an index', async () => {
    expect(
      await testing.queryShapesWithoutIndex('identity', identityAllIndexes, identityQueryShapes),
    ).toEqual([]);
  }, 60_000);
});
