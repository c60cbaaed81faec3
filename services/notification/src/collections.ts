import type { IndexDeclaration, QueryShape, RetentionRule } from '@shop/service-kit';
import { ORDERS } from './domain/order-snapshots';
import { SENDS, sendRetention } from './domain/send-log';

/** Every lookup is by `_id` (the order id, the event id): no index beyond it. */
export const notificationIndexes: IndexDeclaration[] = [];

export const notificationRetention: RetentionRule[] = [sendRetention];

/** Every query the service sends (the test beside the indexes fails when one has no index). */
export const notificationQueryShapes: QueryShape[] = [
  { collection: ORDERS, equals: ['_id'], by: 'OrderSnapshots' },
  { collection: SENDS, equals: ['_id'], by: 'SendLog' },
];
