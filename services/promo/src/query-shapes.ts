import {
  kitQueryShapes,
  outboxIndexes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { PROMOS, REDEMPTIONS, USAGES, promoIndexes } from './collections';

export const promoOutboxCollections = [USAGES, PROMOS];
export const promoAllIndexes: IndexDeclaration[] = [
  ...promoIndexes,
  ...promoOutboxCollections.flatMap(outboxIndexes),
  ...processedEventsIndexes,
];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const promoQueryShapes: QueryShape[] = [
  { collection: PROMOS, equals: ['_id'], by: 'count and release a use, manage, delete' },
  { collection: PROMOS, equals: ['codeKey'], by: 'quotePromo (validate, redeem)' },
  {
    collection: PROMOS,
    equals: [],
    by: 'listPromos (admin), deleteAll',
    wholeCollection: 'promo codes are written by admins: tens to hundreds',
  },
  { collection: REDEMPTIONS, equals: ['orderId'], by: 'redeem, release' },
  { collection: REDEMPTIONS, equals: ['promoId', 'email'], by: 'validate (one use per e-mail)' },
  { collection: REDEMPTIONS, equals: ['promoId'], by: 'deletePromo (its redemptions)' },
  {
    collection: REDEMPTIONS,
    equals: [],
    by: 'deleteAllPromos (every redemption)',
    wholeCollection: 'delete-all removes every redemption on purpose, an admin action',
  },
  { collection: USAGES, equals: ['_id'], by: 'countUsage (insert, publishInserted)' },
  ...kitQueryShapes(promoOutboxCollections),
];
