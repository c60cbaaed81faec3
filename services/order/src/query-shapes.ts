import {
  byId,
  kitQueryShapes,
  serviceIndexes,
  wholeCollection,
  type IndexDeclaration,
  type QueryShape,
} from '@shop/service-kit';
import { ORDERS, orderIndexes } from './domain/order-document';
import { ORDER_DAYS } from './domain/order-days';
import { ORDER_HOURS, ORDER_MINUTES, orderBucketIndexes } from './domain/order-buckets';
import { COUNTERS } from './domain/order-numbers';
import { statusHistoryIndexes, statusHistoryQueryShapes } from './domain/status-history';
import { TRACKING_ATTEMPTS, trackingAttemptsRetention } from './domain/tracking-throttle';
import { TAX_SHIPPING, taxShippingIndexes } from './domain/tax-shipping-settings';

export const orderOutboxCollections = [ORDERS, TAX_SHIPPING];
export const orderIndexDeclarations: IndexDeclaration[] = [
  ...orderIndexes,
  ...taxShippingIndexes,
  ...statusHistoryIndexes,
  ...orderBucketIndexes,
];
/** Counters of failed tracking lookups (issue 32) age out (decision 019). */
export const orderRetention = [trackingAttemptsRetention];
export const orderAllIndexes = serviceIndexes(orderIndexDeclarations, orderOutboxCollections);

/** Every query the service sends (test/indexes.test.ts fails when one has no index). */
export const orderQueryShapes: QueryShape[] = [
  byId(
    ORDERS,
    'Placings (complete, take over, close), status changes, promo.used, resync, admin and My orders by id',
  ),
  { collection: ORDERS, equals: ['idempotencyKey'], by: 'POST /orders with an Idempotency-Key' },
  { collection: ORDERS, equals: ['placing'], by: 'PlacementSweeper (every few seconds)' },
  { collection: ORDERS, equals: ['number'], by: 'OrderAdmin.list and OrderPages with ?q=10001' },
  {
    collection: ORDERS,
    equals: ['searchKeys'],
    by: 'OrderAdmin.list and OrderPages with ?q=<name, phone or e-mail>',
  },
  { collection: ORDERS, equals: ['day'], by: 'OrderPages (the admin list, a day at a time)' },
  { collection: ORDERS, equals: ['day', 'status'], by: 'OrderPages with ?status=' },
  { collection: ORDERS, equals: ['hour'], by: 'OrderPages (a busy day, an hour at a time)' },
  { collection: ORDERS, equals: ['hour', 'status'], by: 'OrderPages with ?status=, an hour at a time' },
  { collection: ORDERS, equals: ['minute'], by: 'OrderPages (a busy hour, a minute at a time)' },
  { collection: ORDERS, equals: ['minute', 'status'], by: 'OrderPages with ?status=, a minute at a time' },
  byId(ORDER_DAYS, 'OrderDays.move (placed, status changed, deleted)'),
  byId(ORDER_HOURS, "OrderTimeCounts.moves (with the day's counts)"),
  byId(ORDER_MINUTES, "OrderTimeCounts.moves (with the day's counts)"),
  { collection: ORDER_HOURS, equals: ['within'], by: "OrderTimeCounts.partsOf (a busy day's hours)" },
  { collection: ORDER_MINUTES, equals: ['within'], by: "OrderTimeCounts.partsOf (a busy hour's minutes)" },
  wholeCollection(
    ORDER_DAYS,
    'OrderDays.all (every admin list page: the tiles and which days to read)',
    'one small document per day with orders: 365 a year',
  ),
  wholeCollection(
    ORDERS,
    'backfillOrderDays (orders stored before `day`)',
    'once per database, at the first start of this build (seedOnce)',
  ),
  { collection: ORDERS, equals: ['userId'], by: 'MyOrders.list (page and count)' },
  wholeCollection(
    ORDERS,
    'OrderAdmin.list (GET /orders without limit, cursor or status), deleteAll',
    "the specs' unpaged list, kept for API clients (the admin screen reads pages: OrderPages); delete-all reads the ids on purpose",
  ),
  wholeCollection(
    TAX_SHIPPING,
    'TaxShippingStore.current (every placement), list',
    'the settings: one document, a few if an admin added more',
  ),
  byId(TAX_SHIPPING, 'TaxShippingStore.update'),
  byId(COUNTERS, 'OrderNumbers.next (every placement)'),
  ...statusHistoryQueryShapes,
  byId(TRACKING_ATTEMPTS, 'TrackingThrottle (POST /orders/track)'),
  { collection: ORDERS, equals: ['number'], by: 'OrderTracking.byDetails (POST /orders/track)' },
  ...kitQueryShapes(orderOutboxCollections, orderRetention),
];
