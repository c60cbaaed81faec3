import {
  kitQueryShapes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { DAYS } from './domain/audit-days';
import { ENTRIES, auditEntryIndexes } from './domain/audit-entry-repository';

export const auditAllIndexes: IndexDeclaration[] = [...auditEntryIndexes, ...processedEventsIndexes];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const auditQueryShapes: QueryShape[] = [
  { collection: ENTRIES, equals: ['_id'], by: 'AuditEntryRepository.append (duplicate check)' },
  { collection: ENTRIES, equals: ['service'], by: 'AuditEntryRepository.list ?service=' },
  { collection: ENTRIES, equals: ['resource'], by: 'AuditEntryRepository.list ?resource=' },
  { collection: ENTRIES, equals: ['resourceId'], by: 'AuditEntryRepository.list ?resourceId=' },
  { collection: ENTRIES, equals: ['actorUserId'], by: 'AuditEntryRepository.list ?actor=' },
  {
    collection: ENTRIES,
    equals: ['day'],
    by: 'AuditDays.page (the list without a filter, or dates only: the days a page falls in), AuditDays.recount',
  },
  {
    collection: DAYS,
    equals: [],
    by: 'AuditDays.page (the day counts)',
    wholeCollection: 'one document per day with entries: 365 a year',
  },
  { collection: DAYS, equals: ['_id'], by: 'AuditDays.recount' },
  {
    collection: ENTRIES,
    equals: [],
    by: 'backfillAuditDays (entries stored before `day`)',
    wholeCollection: 'once per database, at the first start of this build (seedOnce)',
  },
  ...kitQueryShapes([]),
];
