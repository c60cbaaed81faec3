/*
 * The order e-mails' words in English (decision 025): rosetta catalogues with `{{name}}` placeholders. ar.ts has
 * the same keys and placeholders (catalogue.test.ts fails otherwise); English keeps the words the e-mails always had.
 */
export const en = {
  subject: {
    placed: 'Your {{shop}} order {{number}} has been received',
    status: 'Your {{shop}} order {{number}} {{headline}}',
  },
  intro: {
    thanks:
      'Thank you for shopping with {{shop}}! We have received your order {{number}} and will get back to you as soon as possible.',
    placedStatus: 'Status: {{status}}.',
    changed: 'Your order {{number}} {{headline}}.',
    newStatus: 'New status: {{status}}.',
  },
  greeting: { named: 'Hello {{name}},', plain: 'Hello,' },
  /** The signed link to the order's tracking page (issue 32). */
  track: { label: 'Track your order' },
  heading: 'Order {{number}}, placed on {{date}}',
  table: { item: 'Item', quantity: 'Qty', price: 'Price', total: 'Total' },
  line: { quantityTimes: 'x {{quantity}}', each: '{{price}} each' },
  figures: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountWithCode: 'Discount ({{code}})',
    tax: '{{name}} ({{rate}}%)',
    includedTax: 'included: {{amount}}',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
  },
  payment: { label: 'Payment', cash_on_delivery: 'Cash on delivery', card_on_delivery: 'Card on delivery' },
  delivery: { label: 'Expected delivery' },
  address: {
    heading: 'Shipping to',
    floor: 'Floor {{floor}}',
    apartment: 'Apartment {{apartment}}',
    landmark: 'Landmark: {{landmark}}',
    phone: 'Phone: {{phone}}',
  },
  options: { Color: 'Color', Size: 'Size' },
  /** The specs' status names. */
  status: {
    Incoming: 'Incoming',
    Processing: 'Processing',
    'Ready to Ship': 'Ready to Ship',
    'Out For Delivery': 'Out For Delivery',
    Cancelled: 'Cancelled',
    'On Hold': 'On Hold',
    Refunded: 'Refunded',
    Archived: 'Archived',
  },
  /** What each status means to a customer: `headline` ends "Your order #… ", `detail` says what follows. */
  statusWords: {
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
  },
};

/** A catalogue: the same tree of keys as the English one, every leaf a string. */
export type MailCatalogue = Strings<typeof en>;
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
