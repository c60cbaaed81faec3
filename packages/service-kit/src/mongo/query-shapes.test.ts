import type { IndexDeclaration } from './mongo';
import {
  indexFor,
  serviceIndexes,
  shapesWithoutIndex,
  wholeCollection,
  type QueryShape,
} from './query-shapes';

const indexes: IndexDeclaration[] = [
  { collection: 'orders', key: { userId: 1, createdAt: -1 } },
  { collection: 'carts', key: { 'items.product._id': 1 } },
];

describe('query shapes', () => {
  it('when a shape looks up by _id or by the first key of an index, then it is served', () => {
    expect(indexFor({ collection: 'orders', equals: ['_id'], by: 'a' }, indexes)).toBe('_id');
    expect(indexFor({ collection: 'orders', equals: ['userId', 'status'], by: 'b' }, indexes)).toBe(
      '{"userId":1,"createdAt":-1}',
    );
  });

  it('when a shape matches only a later key, a dotted path or another collection, then it has no index', () => {
    const shapes: QueryShape[] = [
      { collection: 'orders', equals: ['createdAt'], by: 'later key' },
      { collection: 'carts', equals: ['items.product._id'], by: 'dotted: FerretDB reads every cart' },
      { collection: 'carts', equals: ['userId'], by: 'other collection' },
    ];
    expect(shapesWithoutIndex(shapes, indexes)).toEqual([
      'orders {createdAt} (later key)',
      'carts {items.product._id} (dotted: FerretDB reads every cart)',
      'carts {userId} (other collection)',
    ]);
  });

  it('when a shape reads a whole collection on purpose, then it says why and passes', () => {
    expect(shapesWithoutIndex([wholeCollection('settings', 'settings', 'one document')], [])).toEqual([]);
  });

  it("when a service's indexes are listed, then the outbox relay's and the consumers' markers come with its own", () => {
    expect(serviceIndexes(indexes, ['orders'])).toEqual([
      ...indexes,
      { collection: 'orders', key: { hasPendingEvents: 1 } },
      { collection: 'processed_events', key: { consumer: 1, eventId: 1 }, options: { unique: true } },
    ]);
  });
});
