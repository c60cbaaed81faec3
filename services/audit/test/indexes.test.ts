import { testing } from '@shop/service-kit';
import { auditAllIndexes as indexes, auditQueryShapes as shapes } from '../src/query-shapes';

/** Decision 018: every query the service sends is declared beside its indexes, and answered from one. */
describe('indexes', () => {
  it('when every query the service sends is explained on the database, then each is answered from an index', async () => {
    expect(await testing.queryShapesWithoutIndex('audit', indexes, shapes)).toEqual([]);
  }, 60_000);
});
