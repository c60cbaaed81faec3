import type { MyOrder, OrderAddress, OrderStatus } from '@shop/contracts';
import { localizedText } from '@shop/contracts/localized';
import { cityName } from '@shop/contracts/shipping-cities';
import type { Translate } from '@shop/app-context';

type Language = 'en' | 'ar';
type OrderLine = Pick<MyOrder['items'][number], 'selectedOptions' | 'product'>;

/** Orders per page of My orders: the order service's default page size. */
export const MY_ORDERS_PAGE_SIZE = 10;
/** How often an open My orders page asks again, so an admin's status change shows without a reload. */
export const MY_ORDERS_POLL_MS = 5000;
/** Order numbers are shown as the id's last 8 characters, as on the admin's order cards. */
const ORDER_NUMBER_CHARS = 8;

export type StatusTone = 'new' | 'active' | 'shipping' | 'paused' | 'closed' | 'stopped';

/** The badge colour of each status of admin spec §4; an unknown one looks paused rather than breaking. */
const TONES: Record<OrderStatus, StatusTone> = {
  Incoming: 'new',
  Processing: 'active',
  'Ready to Ship': 'shipping',
  'Out For Delivery': 'shipping',
  Cancelled: 'stopped',
  'On Hold': 'paused',
  Refunded: 'stopped',
  Archived: 'closed',
};

export function statusTone(status: string): StatusTone {
  return TONES[status as OrderStatus] ?? 'paused';
}

/**
 * '#10001': what a customer quotes when they call the shop (the order's number, issue 31); orders stored before
 * numbers existed keep '#A1B2C3D4', the last characters of their id.
 */
export function orderNumber(order: Pick<MyOrder, '_id' | 'number'>): string {
  if (order.number !== undefined) return `#${order.number}`;
  return `#${order._id.slice(-ORDER_NUMBER_CHARS).toUpperCase()}`;
}

/**
 * 'Color: Berry, Size: 30 ml'; on an Arabic page 'اللون: توتي، الحجم: 30 ml', each value its Arabic name from the
 * product the order kept (else its English label, isolated so it keeps its own direction); '' when none.
 */
export function optionsText(item: OrderLine, t: Translate, language: Language): string {
  if (language === 'en') return item.selectedOptions.map(({ name, value }) => `${name}: ${value}`).join(', ');
  return item.selectedOptions
    .map(({ name, value }) => {
      const key = `orders.optionNames.${name}`;
      const shownName = t(key) === key ? name : t(key);
      const values = item.product.options.find((option) => option.name === name)?.values ?? [];
      const arabic = values.find((candidate) => candidate.label === value)?.labelAr?.trim();
      return `${shownName}: ${arabic || `\u2068${value}\u2069`}`;
    })
    .join('، ');
}

/** 'Rose Lipstick ×2, Jasmine Mist': the list's one-line summary of what was bought, in the page's language. */
export function itemsSummary(order: Pick<MyOrder, 'items'>, language: Language = 'en'): string {
  return order.items
    .map((item) => {
      const title = localizedText(item.product, 'title', language);
      return item.quantity > 1 ? `${title} ×${item.quantity}` : title;
    })
    .join(language === 'ar' ? '، ' : ', ');
}

/**
 * The delivery address as lines: street, floor and apartment, city, landmark (blank parts left out). The order
 * keeps the city's English name; an Arabic page shows one of the 21 shipping cities by its Arabic name.
 */
export function addressLines(address: OrderAddress, t: Translate, language: Language = 'en'): string[] {
  const unit = [
    address.floor.trim() && t('orders.floor', { floor: address.floor.trim() }),
    address.apartment.trim() && t('orders.apartment', { apartment: address.apartment.trim() }),
  ]
    .filter(Boolean)
    .join(', ');
  const landmark = address.landmark?.trim();
  const city = cityName(address.city.trim(), language);
  return [address.street.trim(), unit, city, landmark && t('orders.landmark', { landmark })].filter(
    (line): line is string => Boolean(line),
  );
}

/** The `?page=` of the list's address: a whole number from 1, else page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
