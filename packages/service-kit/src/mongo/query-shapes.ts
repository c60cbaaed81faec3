import { outboxIndexes } from '../events/outbox';
import {
  PROCESSED_EVENTS,
  processedEventsIndexes,
  processedEventsRetention,
} from '../events/processed-events';
import type { IndexDeclaration } from './mongo';
import { DAY_SECONDS, type RetentionRule } from './retention';

/**
 * One query a service's code sends, as an index sees it: the top-level fields its filter matches by equality.
 * Declared beside the indexes (decision 018), so a test can say which query has no index.
 */
export interface QueryShape {
  collection: string;
  /** Top-level fields matched by equality (a value, or `$eq`); `_id` is always indexed. */
  equals: string[];
  /** The code that sends it, for the failure message: `CartStore.sessionsHolding`. */
  by: string;
  /**
   * Only for a query that reads a whole collection on purpose: why that set stays small (a settings collection,
   * a rebuild run by hand). Never on a hot path or in a periodic job over a growing collection.
   */
  wholeCollection?: string;
}

/** A query by `_id`, which every collection indexes. */
export function byId(collection: string, by: string): QueryShape {
  return { collection, equals: ['_id'], by };
}

/** A query that reads `collection` whole on purpose; `why` says why that set stays small. */
export function wholeCollection(collection: string, by: string, why: string): QueryShape {
  return { collection, equals: [], by, wholeCollection: why };
}

/**
 * Every index on a service's database: its own, and those the infrastructure plugin adds (the outbox relay's on
 * each outbox collection, the idempotent consumers' markers).
 */
export function serviceIndexes(
  own: IndexDeclaration[],
  outboxCollections: string[] = [],
): IndexDeclaration[] {
  return [...own, ...outboxCollections.flatMap(outboxIndexes), ...processedEventsIndexes];
}

/** The first key of an index: the field both MongoDB (prefix) and FerretDB (its GIN companion) look up by. */
function firstField(index: IndexDeclaration): string | undefined {
  const { key } = index;
  if (typeof key === 'string') return key;
  if (Array.isArray(key)) {
    const first = key[0];
    return Array.isArray(first) ? String(first[0]) : typeof first === 'string' ? first : undefined;
  }
  if (key instanceof Map) return [...key.keys()][0];
  return Object.keys(key)[0];
}

/**
 * Why a shape is served by an index on both databases, or undefined when it is not: `_id` among its equality
 * fields, or an index whose first key is one of them and a top-level field (FerretDB pushes only top-level
 * equality down to PostgreSQL: a dotted path is filtered in FerretDB after reading every document).
 */
export function indexFor(shape: QueryShape, indexes: IndexDeclaration[]): string | undefined {
  if (shape.wholeCollection) return `whole collection: ${shape.wholeCollection}`;
  if (shape.equals.includes('_id')) return '_id';
  for (const index of indexes) {
    if (index.collection !== shape.collection) continue;
    const field = firstField(index);
    if (field && !field.includes('.') && shape.equals.includes(field)) return JSON.stringify(index.key);
  }
  return undefined;
}

/** The shapes no index serves, each as `collection {fields} (by)`: a service's index test expects none. */
export function shapesWithoutIndex(shapes: QueryShape[], indexes: IndexDeclaration[]): string[] {
  return shapes
    .filter((shape) => indexFor(shape, indexes) === undefined)
    .map((shape) => `${shape.collection} {${shape.equals.join(', ')}} (${shape.by})`);
}

/**
 * The queries the kit sends for a service: the outbox relay's (every second, on each outbox collection), the
 * idempotent consumers' markers, and the local retention sweeper's (decision 019).
 */
export function kitQueryShapes(outboxCollections: string[], retention: RetentionRule[] = []): QueryShape[] {
  return [
    ...outboxCollections.flatMap((collection) => [
      { collection, equals: ['hasPendingEvents'], by: 'OutboxRelay rounds (every second), outbox metrics' },
      byId(collection, 'OutboxRelay.publishInserted'),
    ]),
    byId(PROCESSED_EVENTS, 'ProcessedEvents'),
    ...[processedEventsRetention, ...retention].flatMap((rule) => [
      {
        collection: rule.collection,
        equals: Object.keys(rule.only ?? {}),
        by: `RetentionSweeper on FerretDB (hourly): ${rule.field} older than ${rule.afterSeconds / DAY_SECONDS} days`,
        wholeCollection:
          'FerretDB pushes no date range down: the hourly pass reads the collection the rule itself keeps bounded; MongoDB uses the TTL index',
      },
      byId(rule.collection, 'RetentionSweeper deletes'),
    ]),
  ];
}
