import type { MailLanguage } from './mail-language';
import type { OrderSummary } from './order-summary';

/** The plain-text part: the same words and figures as the HTML part, in the order's language. */
export function textOf(
  shop: string,
  lang: MailLanguage,
  greeting: string,
  intro: string[],
  heading: string,
  summary: OrderSummary,
  /** The tracking page's signed link (issue 32), when the service knows the shop's address. */
  trackUrl?: string,
): string {
  const { t, comma } = lang;
  const items = summary.lines.map(
    (line) =>
      `- ${line.title}${line.options ? ` (${line.options})` : ''} ${t('line.quantityTimes', { quantity: line.quantity })}` +
      `${comma}${t('line.each', { price: line.unitPrice })}: ${line.total}`,
  );
  const figures = [...summary.figures, { label: t('figures.total'), amount: summary.total }];
  const width = Math.max(...figures.map((figure) => figure.label.length)) + 1;
  return [
    greeting,
    '',
    ...intro,
    ...(trackUrl ? ['', `${t('track.label')}: ${trackUrl}`] : []),
    '',
    heading,
    '',
    ...items,
    '',
    ...figures.map((figure) => `${`${figure.label}:`.padEnd(width)} ${figure.amount}`),
    '',
    `${t('payment.label')}: ${summary.payment}`,
    ...(summary.delivery ? [`${t('delivery.label')}: ${summary.delivery}`] : []),
    ...(summary.address.length > 0 ? ['', `${t('address.heading')}:`, ...summary.address] : []),
    '',
    `${shop}`,
    '',
  ].join('\n');
}
