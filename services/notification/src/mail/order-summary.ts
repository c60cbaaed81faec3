import type { OrderSnapshot } from '../domain/order-snapshot';
import { formatDeliveryWindow, formatEGP, fromPiastres, paymentMethodLabel, toPiastres } from '@shop/contracts';

/** The parts of an order every e-mail shows, as plain strings: the text and HTML renderers lay them out. */
export interface OrderSummary {
  lines: Array<{ title: string; options: string; quantity: number; unitPrice: string; total: string }>;
  /** Label and amount rows: subtotal, discount, taxes, shipping. */
  figures: Array<{ label: string; amount: string }>;
  total: string;
  /** 'Cash on delivery': how the courier is paid. */
  payment: string;
  /** 'Sat 28 Nov – Sun 29 Nov' (Fridays skipped), or null when the order carries no expected dates. */
  delivery: string | null;
  /** Name, street, floor and apartment, city, landmark, phone; empty when the event did not carry them. */
  address: string[];
}

export function summaryOf(order: OrderSnapshot): OrderSummary {
  const lines = order.items.map((item) => ({
    title: item.title,
    options: item.selectedOptions.map((option) => `${option.name}: ${option.value}`).join(', '),
    quantity: item.quantity,
    unitPrice: formatEGP(item.unitPrice),
    // counted in piastres: 0.1 × 3 must print 0.30
    total: formatEGP(fromPiastres(toPiastres(item.unitPrice) * item.quantity)),
  }));
  const figures = [{ label: 'Subtotal', amount: formatEGP(order.subtotal) }];
  if (order.discountAmount > 0) {
    const label = order.promoCode ? `Discount (${order.promoCode})` : 'Discount';
    figures.push({ label, amount: formatEGP(-order.discountAmount) });
  }
  for (const tax of order.taxes ?? []) {
    figures.push({ label: `${tax.taxName} (${tax.value}%)`, amount: formatEGP(tax.amount) });
  }
  if (order.shippingCost !== undefined) {
    // the checkout's word for it: 0 is the free-shipping rule (or a free city), not a missing figure
    figures.push({ label: 'Shipping', amount: order.shippingCost === 0 ? 'Free' : formatEGP(order.shippingCost) });
  }
  return {
    lines,
    figures,
    total: formatEGP(order.totalAmount),
    payment: paymentMethodLabel(order.paymentMethod),
    delivery: order.expectedDelivery ? formatDeliveryWindow(order.expectedDelivery) : null,
    address: addressOf(order),
  };
}

function addressOf(order: OrderSnapshot): string[] {
  const info = order.customerInfo;
  if (!info) return [];
  const { street, floor, apartment, city, landmark } = info.address;
  const unit = [floor && `Floor ${floor}`, apartment && `Apartment ${apartment}`].filter(Boolean).join(', ');
  return [
    `${info.firstName} ${info.lastName}`.trim(),
    unit ? `${street}, ${unit}` : street,
    city,
    landmark ? `Landmark: ${landmark}` : '',
    info.phone ? `Phone: ${info.phone}` : '',
  ].filter((line) => line.trim() !== '');
}

/** 'Hello Nour,' when the order names the customer, else a plain greeting. */
export function greetingOf(order: OrderSnapshot): string {
  const name = order.customerInfo?.firstName.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

const placedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Cairo' });

/** '25 November 2026', in Cairo's time, where the customers are. */
export function placedOn(order: OrderSnapshot): string {
  return placedDate.format(order.placedAt);
}
