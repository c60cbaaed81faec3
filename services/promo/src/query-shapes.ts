import { byId, kitQueryShapes, serviceIndexes, wholeCollection, type QueryShape } from '@shop/service-kit';
import { PROMOS, REDEMPTIONS, USAGES, promoIndexes } from './collections';

export const promoOutboxCollections = [USAGES, PROMOS];
export const promoAllIndexes = serviceIndexes(promoIndexes, promoOutboxCollections);

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const promoQueryShapes: QueryShape[] = [
  byId(PROMOS, 'count and release a use, manage, delete'),
  { collection: PROMOS, equals: ['codeKey'], by: 'quotePromo (validate, redeem)' },
  wholeCollection(
    PROMOS,
    'listPromos (admin), deleteAll',
    'promo codes are written by admins: tens to hundreds',
  ),
  { collection: REDEMPTIONS, equals: ['orderId'], by: 'redeem, release' },
  { collection: REDEMPTIONS, equals: ['promoId', 'email'], by: 'validate (one use per e-mail)' },
  { collection: REDEMPTIONS, equals: ['promoId'], by: 'deletePromo (its redemptions)' },
  wholeCollection(
    REDEMPTIONS,
    'deleteAllPromos (every redemption)',
    'delete-all removes every redemption on purpose, an admin action',
  ),
  byId(USAGES, 'countUsage (insert, publishInserted)'),
  ...kitQueryShapes(promoOutboxCollections),
];
