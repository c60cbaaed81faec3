import { PromoUsedEvent } from '@shop/contracts';
import { notDeleted, type EventHandler } from '@shop/service-kit';
import { ObjectId, type Collection } from 'mongodb';
import type { OrderDocument } from '../../domain/order-document';

/**
 * promo confirms the use it counted for an order: the order records when, and the code as promo stores it.
 * The event id on the order makes a redelivery a no-op; the discount amount already charged is kept.
 */
export function promoUsed(deps: { orders: Collection<OrderDocument> }): EventHandler<PromoUsedEvent> {
  return {
    schema: PromoUsedEvent,
    async handle(event) {
      const { orderId, promoId, promoCode, discountType, discountValue } = event.data;
      const _id = new ObjectId(orderId);
      await deps.orders.updateOne(
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
  };
}
