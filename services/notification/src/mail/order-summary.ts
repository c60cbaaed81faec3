import { DEFAULT_PAYMENT_METHOD, cityName, fromPiastres, toPiastres } from '@shop/contracts';
import { localizedText } from '@shop/contracts/localized';
import type { OrderSnapshot } from '../domain/order-snapshot';
import type { MailLanguage } from './mail-language';

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

export function summaryOf(order: OrderSnapshot, lang: MailLanguage): OrderSummary {
  const { t, price } = lang;
  const lines = order.items.map((item) => ({
    // the Arabic e-mail shows the Arabic title the product had when ordered, else the English one
    title: lang.language === 'ar' && item.titleAr?.trim() ? item.titleAr : item.title,
    options: item.selectedOptions
      .map((option) => `${optionName(option.name, lang)}: ${optionValue(option, lang)}`)
      .join(lang.comma),
    quantity: item.quantity,
    unitPrice: price(item.unitPrice),
    // counted in piastres: 0.1 × 3 must print 0.30
    total: price(fromPiastres(toPiastres(item.unitPrice) * item.quantity)),
  }));
  const figures = [{ label: t('figures.subtotal'), amount: price(order.subtotal) }];
  if (order.discountAmount > 0) {
    const label = order.promoCode
      ? t('figures.discountWithCode', { code: order.promoCode })
      : t('figures.discount');
    figures.push({ label, amount: price(-order.discountAmount) });
  }
  for (const tax of order.taxes ?? []) {
    figures.push({
      // the tax's Arabic name in an Arabic e-mail when the shop gave it one, else the English one
      label: t('figures.tax', { name: localizedText(tax, 'taxName', lang.language), rate: tax.value }),
      // prices that included the taxes: the row says so, or the figures would not add up to the total
      amount: order.taxesIncluded
        ? t('figures.includedTax', { amount: price(tax.amount) })
        : price(tax.amount),
    });
  }
  if (order.shippingCost !== undefined) {
    // the checkout's word for it: 0 is the free-shipping rule (or a free city), not a missing figure
    const shipping = order.shippingCost === 0 ? t('figures.free') : price(order.shippingCost);
    figures.push({ label: t('figures.shipping'), amount: shipping });
  }
  return {
    lines,
    figures,
    total: price(order.totalAmount),
    payment: t(['payment', order.paymentMethod ?? DEFAULT_PAYMENT_METHOD]),
    delivery: order.expectedDelivery ? lang.deliveryWindow(order.expectedDelivery) : null,
    address: addressOf(order, lang),
  };
}

/** The value's Arabic name in an Arabic e-mail when the product had one, else its English label kept left to right. */
function optionValue(option: { value: string; valueAr?: string }, lang: MailLanguage): string {
  return lang.language === 'ar' && option.valueAr ? option.valueAr : lang.ltr(option.value);
}

/** 'Color' in English, 'اللون' in Arabic; a name the catalogue does not know is shown as it came. */
function optionName(name: string, { t }: MailLanguage): string {
  try {
    return t(['options', name]);
  } catch {
    return name;
  }
}

function addressOf(order: OrderSnapshot, { t, ltr, comma, language }: MailLanguage): string[] {
  const info = order.customerInfo;
  if (!info) return [];
  const { street, floor, apartment, city, landmark } = info.address;
  const unit = [floor && t('address.floor', { floor }), apartment && t('address.apartment', { apartment })]
    .filter(Boolean)
    .join(comma);
  return [
    `${info.firstName} ${info.lastName}`.trim(),
    unit ? `${street}${comma}${unit}` : street,
    // the order keeps the English name; an Arabic e-mail names one of the 21 shipping cities in Arabic
    cityName(city, language),
    landmark ? t('address.landmark', { landmark }) : '',
    info.phone ? t('address.phone', { phone: ltr(info.phone) }) : '',
  ].filter((line) => line.trim() !== '');
}

/** 'Hello Nour,' when the order names the customer, else a plain greeting. */
export function greetingOf(order: OrderSnapshot, { t }: MailLanguage): string {
  const name = order.customerInfo?.firstName.trim();
  return name ? t('greeting.named', { name }) : t('greeting.plain');
}
