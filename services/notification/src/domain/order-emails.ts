import type { OrderPlacedEvent, OrderStatusChangedEvent } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { classify, SendFailedError, type Mailer } from '../mail/mailer';
import { renderOrderPlaced, renderStatusChanged, type RenderedMail } from '../mail/render';
import { snapshotOf, type OrderSnapshot } from './order-snapshot';
import type { OrderSnapshots } from './order-snapshots';
import type { SendLog } from './send-log';
import type { ShopNameSource } from './shop-name';

export interface OrderEmailDeps {
  snapshots: OrderSnapshots;
  sendLog: SendLog;
  mailer: Mailer;
  /** The shop's name in the e-mail's language. */
  shopName: ShopNameSource;
  /** The domain of the Message-ID header, `<event id>@domain`. */
  messageIdDomain: string;
  log: FastifyBaseLogger;
  /** The order's signed tracking link for its e-mails (issue 32). */
  trackingLink?: (orderId: string) => Promise<string>;
}

export type EmailOutcome = 'sent' | 'already-sent' | 'not-for-the-customer' | 'stale';

/** A status change for an order this service never heard of: its order.placed may still be on its way. */
export class OrderNotKnownError extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId} is not known yet (its order.placed has not arrived)`);
  }
}

/** Two attempts may each have delivered this e-mail: a person decides (dead-lettered; decision 010). */
export class EmailInDoubtError extends Error {
  constructor(eventId: string) {
    super(`The e-mail of event ${eventId} may have been sent twice already; not sending it again`);
  }
}

export async function emailOrderPlaced(deps: OrderEmailDeps, event: OrderPlacedEvent): Promise<EmailOutcome> {
  const order = snapshotOf(event);
  await deps.snapshots.remember(order);
  return sendOnce(deps, event.id, event.type, order, (shop, track) => renderOrderPlaced(shop, order, track));
}

export async function emailStatusChanged(
  deps: OrderEmailDeps,
  event: OrderStatusChangedEvent,
): Promise<EmailOutcome> {
  const { orderId, from, to, revision } = event.data;
  const order = await deps.snapshots.find(orderId);
  if (!order) throw new OrderNotKnownError(orderId);
  if (from === to) return 'not-for-the-customer';
  // Newer revisions only; the same revision again is this event redelivered, which the send log deduplicates.
  if (revision !== undefined && (order.statusRevision ?? 0) > revision) return 'stale';
  // Noted before the send, so a late older change that arrives while this one is being mailed is already stale.
  if (revision !== undefined) await deps.snapshots.noteStatusRevision(orderId, revision);
  return sendOnce(deps, event.id, event.type, order, (shop, track) =>
    renderStatusChanged(shop, order, to, track),
  );
}

/**
 * Claim, send, record (decision 010). The claim is taken before the SMTP conversation and the send recorded after
 * the server accepted it; a crash between the two leaves a lapsed claim, and the next attempt sends once more.
 */
async function sendOnce(
  deps: OrderEmailDeps,
  eventId: string,
  kind: string,
  order: OrderSnapshot,
  render: (shopName: string, trackUrl?: string) => RenderedMail | undefined,
): Promise<EmailOutcome> {
  const shopName = await deps.shopName(order.language);
  const rendered = render(shopName, deps.trackingLink ? await deps.trackingLink(order._id) : undefined);
  if (!rendered) return 'not-for-the-customer';
  const to = order.customerEmail;
  const claim = await deps.sendLog.claim(eventId, { kind, orderId: order._id, to });
  if (claim === 'sent') return 'already-sent';
  if (claim === 'in-doubt') {
    deps.log.error({ eventId, orderId: order._id }, 'order e-mail in doubt: not sent again');
    throw new EmailInDoubtError(eventId);
  }
  const messageId = `<${eventId}@${deps.messageIdDomain}>`;
  let sent;
  try {
    sent = await deps.mailer.send({ ...rendered, to, messageId, fromName: shopName });
  } catch (error) {
    const failure = error instanceof SendFailedError ? error : classify(error);
    await deps.sendLog.release(claim, failure, failure.mayHaveBeenSent);
    throw failure;
  }
  await deps.sendLog.markSent(claim, { ...sent, subject: rendered.subject });
  deps.log.info({ eventId, orderId: order._id, kind, attempt: claim.attempt }, 'order e-mail sent');
  return 'sent';
}

/** 'shop.local' from '"Beauty Corner" <orders@shop.local>'. */
export function domainOf(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'shop.local';
}
