import {
  kitQueryShapes,
  outboxIndexes,
  processedEventsIndexes,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { ORDERS, orderIndexes } from './domain/order-document';
import { COUNTERS } from './domain/order-numbers';
import { statusHistoryIndexes, statusHistoryQueryShapes } from './domain/status-history';
import { TRACKING_ATTEMPTS, trackingAttemptsRetention } from './domain/tracking-throttle';
import { TAX_SHIPPING, taxShippingIndexes } from './domain/tax-shipping-settings';

export const orderOutboxCollections = [ORDERS, TAX_SHIPPING];
export const orderIndexDeclarations: IndexDeclaration[] = [
  ...orderIndexes,
  ...taxShippingIndexes,
  ...statusHistoryIndexes,
];
/** Counters of failed tracking lookups (issue 32) age out (decision 019). */
export const orderRetention = [trackingAttemptsRetention];
export const orderAllIndexes: IndexDeclaration[] = [
  ...orderIndexDeclarations,
  ...orderOutboxCollections.flatMap(outboxIndexes),
  ...processedEventsIndexes,
];

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const orderQueryShapes: QueryShape[] = [
  {
    collection: ORDERS,
    equals: ['_id'],
    by: 'Placings (complete, take over, close), status changes, promo.used, resync, admin and My orders by id',
  },
  { collection: ORDERS, equals: ['idempotencyKey'], by: 'POST /orders with an Idempotency-Key' },
  { collection: ORDERS, equals: ['placing'], by: 'PlacementSweeper (every few seconds)' },
  { collection: ORDERS, equals: ['number'], by: 'OrderAdmin.list with ?q=10001' },
  { collection: ORDERS, equals: ['searchKeys'], by: 'OrderAdmin.list with ?q=<name, phone or e-mail>' },
  { collection: ORDERS, equals: ['userId'], by: 'MyOrders.list (page and count)' },
  {
    collection: ORDERS,
    equals: [],
    by: 'OrderAdmin.list, deleteAll',
    wholeCollection:
      'KNOWN GAP: the admin order list is unpaged (its contract and screen have no page); delete-all reads the ids on purpose',
  },
  {
    collection: TAX_SHIPPING,
    equals: [],
    by: 'TaxShippingStore.current (every placement), list',
    wholeCollection: 'the settings: one document, a few if an admin added more',
  },
  { collection: TAX_SHIPPING, equals: ['_id'], by: 'TaxShippingStore.update' },
  { collection: COUNTERS, equals: ['_id'], by: 'OrderNumbers.next (every placement)' },
  ...statusHistoryQueryShapes,
  { collection: TRACKING_ATTEMPTS, equals: ['_id'], by: 'TrackingThrottle (POST /orders/track)' },
  { collection: ORDERS, equals: ['number'], by: 'OrderTracking.byDetails (POST /orders/track)' },
  ...kitQueryShapes(orderOutboxCollections, orderRetention),
];
