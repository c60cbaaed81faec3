import { ORDER_NUMBER_START, egyptianMobile } from '@shop/contracts';
import type { Filter } from 'mongodb';
import type { OrderDocument } from './order-document';

/**
 * What an order is found by in the admin's search (issue 31), kept on the order as lowercase words (`searchKeys`,
 * indexed): its e-mail, its phone, the customer's whole name and each word of it. The number has its own index.
 * Orders placed before the search existed have no keys: they are found by number only if they have one.
 */
export function searchKeysOf(order: Pick<OrderDocument, 'customerInfo' | 'customerName'>): string[] {
  const { firstName, lastName, email, phone } = order.customerInfo;
  const name = `${firstName} ${lastName}`.trim().toLowerCase().replace(/\s+/g, ' ');
  return [...new Set([email.toLowerCase(), phone, name, ...name.split(' ')].filter((key) => key !== ''))];
}

/** The one equality a query asks for: a number, a phone in its national form, or a word of the keys. */
export function searchFilter(q: string): Filter<OrderDocument> {
  const term = q.trim().toLowerCase();
  const digits = /^#?(\d{5,9})$/.exec(term)?.[1];
  if (digits !== undefined && Number(digits) >= ORDER_NUMBER_START) return { number: Number(digits) };
  const phone = egyptianMobile(term);
  return { searchKeys: phone ?? term.replace(/\s+/g, ' ') };
}
