import type { OrderStatus } from '@shop/contracts';

export interface StatusWords {
  /** Ends the sentence "Your order #… ": "is being prepared". */
  headline: string;
  /** What it means for the customer, in one or two sentences. */
  detail: string;
}

/**
 * What each status means to a customer. Archived is the back office's filing, not news to the customer, so it
 * sends nothing (null).
 */
export const STATUS_WORDS: Record<OrderStatus, StatusWords | null> = {
  Incoming: {
    headline: 'has been received',
    detail: 'We have your order and will start preparing it soon.',
  },
  Processing: {
    headline: 'is being prepared',
    detail: 'Our team is picking and packing your items.',
  },
  'Ready to Ship': {
    headline: 'is packed and ready to ship',
    detail: 'Your parcel is waiting for the courier and will be on its way shortly.',
  },
  'Out For Delivery': {
    headline: 'is out for delivery',
    detail: 'The courier has your parcel. Please keep your phone nearby so they can reach you.',
  },
  'On Hold': {
    headline: 'is on hold',
    detail: 'We paused your order for a moment. If we need anything from you, we will contact you.',
  },
  Cancelled: {
    headline: 'has been cancelled',
    detail: 'Your order will not be delivered. If you did not ask for this, please contact us.',
  },
  Refunded: {
    headline: 'has been refunded',
    detail: 'The amount you paid for this order is being returned to you.',
  },
  Archived: null,
};
