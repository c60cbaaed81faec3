import type { QueryShape } from '@shop/service-kit';
import { DAY_SUMMARIES } from './day-summaries';
import { EVENT_JOURNAL } from './event-journal';
import { ORDER_PROJECTIONS } from './order-projections';

/** Every query the service sends (the test beside the indexes fails when one has no index; decision 018). */
export const analyticsQueryShapes: QueryShape[] = [
  { collection: ORDER_PROJECTIONS, equals: ['_id'], by: 'OrderProjections (every write)' },
  {
    collection: ORDER_PROJECTIONS,
    equals: ['day', 'deleted'],
    by: 'OrderProjections.ofDay (a day recounted)',
  },
  { collection: DAY_SUMMARIES, equals: ['_id'], by: 'DaySummaries: bump, read, first insert' },
  { collection: DAY_SUMMARIES, equals: ['_id', 'version'], by: 'DaySummaries (compare-and-set)' },
  { collection: EVENT_JOURNAL, equals: ['_id'], by: 'EventJournal.record' },
  {
    collection: EVENT_JOURNAL,
    equals: [],
    by: 'EventJournal.replay',
    wholeCollection: 'the rebuild, run by hand (npm run rebuild), replays every event on purpose',
  },
  {
    collection: ORDER_PROJECTIONS,
    equals: [],
    by: 'rebuildProjection (deleteMany)',
    wholeCollection: 'the rebuild, run by hand, empties the projection on purpose',
  },
  {
    collection: DAY_SUMMARIES,
    equals: [],
    by: 'DaySummaries.outdateAll (the rebuild)',
    wholeCollection: 'the rebuild, run by hand, outdates every summary on purpose (one small document a day)',
  },
];
