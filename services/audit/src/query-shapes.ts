import { byId, kitQueryShapes, serviceIndexes, wholeCollection, type QueryShape } from '@shop/service-kit';
import { DAYS } from './domain/audit-days';
import { ENTRIES, auditEntryIndexes } from './domain/audit-entry-repository';

export const auditAllIndexes = serviceIndexes(auditEntryIndexes);

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const auditQueryShapes: QueryShape[] = [
  byId(ENTRIES, 'AuditEntryRepository.append (duplicate check)'),
  { collection: ENTRIES, equals: ['service'], by: 'AuditEntryRepository.list ?service=' },
  { collection: ENTRIES, equals: ['resource'], by: 'AuditEntryRepository.list ?resource=' },
  { collection: ENTRIES, equals: ['resourceId'], by: 'AuditEntryRepository.list ?resourceId=' },
  { collection: ENTRIES, equals: ['actorUserId'], by: 'AuditEntryRepository.list ?actor=' },
  {
    collection: ENTRIES,
    equals: ['day'],
    by: 'AuditDays.page (the list without a filter, or dates only: the days a page falls in), AuditDays.recount',
  },
  wholeCollection(DAYS, 'AuditDays.page (the day counts)', 'one document per day with entries: 365 a year'),
  byId(DAYS, 'AuditDays.recount'),
  wholeCollection(
    ENTRIES,
    'backfillAuditDays (entries stored before `day`)',
    'once per database, at the first start of this build (seedOnce)',
  ),
  ...kitQueryShapes([]),
];
