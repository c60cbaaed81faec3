import {
  kitQueryShapes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { ENTRIES, auditEntryIndexes } from './domain/audit-entry-repository';

export const auditAllIndexes: IndexDeclaration[] = [...auditEntryIndexes, ...processedEventsIndexes];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const auditQueryShapes: QueryShape[] = [
  { collection: ENTRIES, equals: ['_id'], by: 'AuditEntryRepository.append (duplicate check)' },
  { collection: ENTRIES, equals: ['service'], by: 'AuditEntryRepository.list ?service=' },
  { collection: ENTRIES, equals: ['resource'], by: 'AuditEntryRepository.list ?resource=' },
  { collection: ENTRIES, equals: ['resourceId'], by: 'AuditEntryRepository.list ?resourceId=' },
  {
    collection: ENTRIES,
    equals: [],
    by: 'AuditEntryRepository.list (no filter, or ?actor=, or dates only)',
    wholeCollection:
      'KNOWN GAP on FerretDB: it pushes neither a sort, a date range nor the dotted actor.userId down, so these pages read the log; MongoDB serves them from the at and actor.userId indexes',
  },
  ...kitQueryShapes([]),
];
