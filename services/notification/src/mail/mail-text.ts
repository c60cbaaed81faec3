import type { MailParts } from './mail-parts';

/** The plain-text part: the same words and figures as the HTML part, in the order's language. */
export function textOf({ shop, lang, greeting, intro, heading, summary, trackUrl }: MailParts): string {
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
