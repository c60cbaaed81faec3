import { PROMO_USED, PromoUsedEvent } from '@shop/contracts';
import { notDeleted, type Subscription } from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import type { OrderDocument } from '../../domain/order-document';

/**
 * promo confirms the use it counted for an order: the order records when, and the code as promo stores it.
 * The event id on the order makes a redelivery a no-op; the discount amount already charged is kept.
 */
export interface PromoUsedDeps {
  queue: string;
  orders: Collection<OrderDocument>;
}

export function promoUsedSubscription({ queue, orders }: PromoUsedDeps): Subscription {
  return {
    queue,
    handlers: {
      [PROMO_USED]: {
        schema: PromoUsedEvent,
        async handle(event: PromoUsedEvent) {
          const { orderId, promoId, promoCode, discountType, discountValue } = event.data;
          const _id = new ObjectId(orderId);
          await orders.updateOne(
            {
              _id,
              'promo.promoId': promoId,
              promoDetails: { $ne: null },
              appliedEvents: { $ne: event.id },
              ...notDeleted,
            },
            {
              $set: {
                promoConfirmedAt: new Date(event.occurredAt),
                'promoDetails.promoCode': promoCode,
                'promoDetails.discountType': discountType,
                'promoDetails.discountValue': discountValue,
              },
              $push: { appliedEvents: event.id },
            },
          );
        },
      },
    },
  };
}
