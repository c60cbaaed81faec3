import { INITIAL_ORDER_STATUS, type OrderStatus } from '@shop/contracts';
import { orderNumber, type OrderSnapshot } from '../domain/order-snapshot';
import { htmlOf } from './mail-html';
import { mailLanguage, type MailLanguage } from './mail-language';
import { textOf } from './mail-text';
import { greetingOf, summaryOf } from './order-summary';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Archived is the back office's filing, not news to the customer: it sends nothing. */
const SILENT_STATUSES: ReadonlySet<OrderStatus> = new Set(['Archived']);

/**
 * The e-mail that follows the thank-you page, in the order's language. It says what is true: the order is received
 * (Incoming), not yet confirmed by anyone; the next e-mails name each new status.
 */
export function renderOrderPlaced(shopName: string, order: OrderSnapshot, trackUrl?: string): RenderedMail {
  const lang = mailLanguage(order.language);
  const { t } = lang;
  const number = lang.ltr(orderNumber(order));
  const intro = [
    t('intro.thanks', { shop: shopName, number }),
    t('intro.placedStatus', { status: t(['status', INITIAL_ORDER_STATUS]) }),
  ];
  return compose(shopName, order, lang, t('subject.placed', { shop: shopName, number }), intro, trackUrl);
}

/** A status change in plain words; undefined for a status the customer is not told about (Archived). */
export function renderStatusChanged(
  shopName: string,
  order: OrderSnapshot,
  status: OrderStatus,
  trackUrl?: string,
): RenderedMail | undefined {
  if (SILENT_STATUSES.has(status)) return undefined;
  const lang = mailLanguage(order.language);
  const { t } = lang;
  const number = lang.ltr(orderNumber(order));
  const headline = t(['statusWords', status, 'headline']);
  const intro = [
    t('intro.changed', { number, headline }),
    t('intro.newStatus', { status: t(['status', status]) }),
    t(['statusWords', status, 'detail']),
  ];
  return compose(
    shopName,
    order,
    lang,
    t('subject.status', { shop: shopName, number, headline }),
    intro,
    trackUrl,
  );
}

function compose(
  shopName: string,
  order: OrderSnapshot,
  lang: MailLanguage,
  subject: string,
  intro: string[],
  trackUrl?: string,
): RenderedMail {
  const summary = summaryOf(order, lang);
  const heading = lang.t('heading', {
    number: lang.ltr(orderNumber(order)),
    date: lang.date(order.placedAt),
  });
  const parts = {
    shop: shopName,
    lang,
    greeting: greetingOf(order, lang),
    intro,
    heading,
    summary,
    trackUrl,
  };
  return { subject, text: textOf(parts), html: htmlOf(parts).value };
}
