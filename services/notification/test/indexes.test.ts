import { kitQueryShapes, processedEventsIndexes, testing } from '@shop/service-kit';
import { notificationIndexes, notificationQueryShapes, notificationRetention } from '../src/collections';

const indexes = [...notificationIndexes, ...processedEventsIndexes];
const shapes = [...notificationQueryShapes, ...kitQueryShapes([], notificationRetention)];

/** Decision 018: every query the service sends is declared beside its indexes, and answered from one. */
describe('indexes', () => {
  it('when every query the service sends is explained on the database, then each is answered from an index', async () => {
    expect(await testing.queryShapesWithoutIndex('notification', indexes, shapes)).toEqual([]);
  }, 60_000);
});
