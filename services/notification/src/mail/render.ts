import { INITIAL_ORDER_STATUS, type OrderStatus } from '@shop/contracts';
import { orderNumber, type OrderSnapshot } from '../domain/order-snapshot';
import { html, type Html } from './html';
import { greetingOf, placedOn, summaryOf, type OrderSummary } from './order-summary';
import { STATUS_WORDS } from './status-words';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail that follows the thank-you page. It says what is true: the order is received (Incoming), not yet
 * confirmed by anyone; the next e-mails name each new status.
 */
export function renderOrderPlaced(shopName: string, order: OrderSnapshot): RenderedMail {
  const number = orderNumber(order);
  const intro = [
    `Thank you for shopping with ${shopName}! We have received your order ${number} and will get back to you as soon as possible.`,
    `Status: ${INITIAL_ORDER_STATUS}.`,
  ];
  return compose(shopName, order, `Your ${shopName} order ${number} has been received`, intro);
}

/** A status change in plain words; undefined for a status the customer is not told about (Archived). */
export function renderStatusChanged(
  shopName: string,
  order: OrderSnapshot,
  status: OrderStatus,
): RenderedMail | undefined {
  const words = STATUS_WORDS[status];
  if (!words) return undefined;
  const number = orderNumber(order);
  const intro = [`Your order ${number} ${words.headline}.`, `New status: ${status}.`, words.detail];
  return compose(shopName, order, `Your ${shopName} order ${number} ${words.headline}`, intro);
}

function compose(shopName: string, order: OrderSnapshot, subject: string, intro: string[]): RenderedMail {
  const summary = summaryOf(order);
  const heading = `Order ${orderNumber(order)}, placed on ${placedOn(order)}`;
  return {
    subject,
    text: textOf(shopName, greetingOf(order), intro, heading, summary),
    html: htmlOf(shopName, greetingOf(order), intro, heading, summary).value,
  };
}

function textOf(
  shop: string,
  greeting: string,
  intro: string[],
  heading: string,
  summary: OrderSummary,
): string {
  const items = summary.lines.map(
    (line) =>
      `- ${line.title}${line.options ? ` (${line.options})` : ''} x ${line.quantity}, ` +
      `${line.unitPrice} each: ${line.total}`,
  );
  const figures = [...summary.figures, { label: 'Total', amount: summary.total }];
  const width = Math.max(...figures.map((figure) => figure.label.length)) + 1;
  return [
    greeting,
    '',
    ...intro,
    '',
    heading,
    '',
    ...items,
    '',
    ...figures.map((figure) => `${`${figure.label}:`.padEnd(width)} ${figure.amount}`),
    '',
    `Payment: ${summary.payment}`,
    ...(summary.delivery ? [`Expected delivery: ${summary.delivery}`] : []),
    ...(summary.address.length > 0 ? ['', 'Shipping to:', ...summary.address] : []),
    '',
    `${shop}`,
    '',
  ].join('\n');
}

const cell = 'padding:6px 8px;border-bottom:1px solid #eee;';

function htmlOf(
  shop: string,
  greeting: string,
  intro: string[],
  heading: string,
  summary: OrderSummary,
): Html {
  const items = summary.lines.map(
    (line) =>
      html`<tr>
        <td style="${cell}">
          ${line.title}${line.options ? html`<br /><small style="color:#777">${line.options}</small>` : ''}
        </td>
        <td style="${cell}text-align:center">${line.quantity}</td>
        <td style="${cell}text-align:right">${line.unitPrice}</td>
        <td style="${cell}text-align:right">${line.total}</td>
      </tr>`,
  );
  const figures = summary.figures.map(
    (figure) =>
      html`<tr>
        <td colspan="3" style="padding:4px 8px;text-align:right">${figure.label}</td>
        <td style="padding:4px 8px;text-align:right">${figure.amount}</td>
      </tr>`,
  );
  const address =
    summary.address.length > 0
      ? html`<h3 style="margin:24px 0 8px">Shipping to</h3>
          <p style="margin:0;line-height:1.5">
            ${summary.address.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
          </p>`
      : '';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${heading}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#faf7f5;font-family:Arial,Helvetica,sans-serif;color:#222"
      >
        <div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
          <h1 style="margin:0 0 16px;font-size:22px;color:#b0446a">${shop}</h1>
          <p>${greeting}</p>
          ${intro.map((paragraph) => html`<p>${paragraph}</p>`)}
          <h2 style="font-size:17px;margin:24px 0 8px">${heading}</h2>
          <table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
            <tr>
              <th style="${cell}text-align:left">Item</th>
              <th style="${cell}">Qty</th>
              <th style="${cell}text-align:right">Price</th>
              <th style="${cell}text-align:right">Total</th>
            </tr>
            ${items} ${figures}
            <tr>
              <td colspan="3" style="padding:8px;text-align:right"><strong>Total</strong></td>
              <td style="padding:8px;text-align:right"><strong>${summary.total}</strong></td>
            </tr>
          </table>
          <p style="margin:16px 0 0"><strong>Payment:</strong> ${summary.payment}</p>
          ${
            summary.delivery
              ? html`<p style="margin:4px 0 0"><strong>Expected delivery:</strong> ${summary.delivery}</p>`
              : ''
          }
          ${address}
          <p style="margin-top:24px;color:#777;font-size:12px">${shop}</p>
        </div>
      </body>
    </html>`;
}
