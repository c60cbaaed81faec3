import { html, type Html } from './html';
import type { MailParts } from './mail-parts';

const cell = 'padding:6px 8px;border-bottom:1px solid #eee;';
/** An amount stays on one line ('1098.00 ج.م' broke in two on a phone). */
const amount = 'white-space:nowrap;';

/**
 * The HTML part, right to left for Arabic. Gmail and others drop the <html> element's attributes, so `dir` is on
 * the body and the card as well, and alignments are written as left/right for the direction (mail clients ignore
 * `start`/`end`). Tahoma comes first for Arabic: it has Arabic glyphs on every desktop and reads well small. On a
 * phone the margins shrink (clients that drop <style> keep the desktop ones), so the amounts fit on one line.
 */
export function htmlOf({ shop, lang, greeting, intro, heading, summary, trackUrl }: MailParts): Html {
  const { t, dir } = lang;
  const [start, end] = dir === 'rtl' ? ['right', 'left'] : ['left', 'right'];
  const font = dir === 'rtl' ? 'Tahoma,Arial,sans-serif' : 'Arial,Helvetica,sans-serif';
  const items = summary.lines.map(
    (line) =>
      html`<tr>
        <td style="${cell}text-align:${start}">
          ${line.title}${line.options ? html`<br /><small style="color:#777">${line.options}</small>` : ''}
        </td>
        <td style="${cell}text-align:center">${line.quantity}</td>
        <td style="${cell}${amount}text-align:${end}">${line.unitPrice}</td>
        <td style="${cell}${amount}text-align:${end}">${line.total}</td>
      </tr>`,
  );
  const figures = summary.figures.map(
    (figure) =>
      html`<tr>
        <td colspan="3" style="padding:4px 8px;text-align:${end}">${figure.label}</td>
        <td style="padding:4px 8px;${amount}text-align:${end}">${figure.amount}</td>
      </tr>`,
  );
  const address =
    summary.address.length > 0
      ? html`<h3 style="margin:24px 0 8px">${t('address.heading')}</h3>
          <p style="margin:0;line-height:1.5">
            ${summary.address.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
          </p>`
      : '';
  return html`<!doctype html>
    <html lang="${lang.language}" dir="${dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${heading}</title>
        <style>
          @media (max-width: 480px) {
            .mail-body {
              padding: 8px !important;
            }
            .mail-card {
              padding: 14px !important;
            }
          }
        </style>
      </head>
      <body
        class="mail-body"
        dir="${dir}"
        style="margin:0;padding:24px;background:#faf7f5;font-family:${font};color:#222"
      >
        <div
          class="mail-card"
          dir="${dir}"
          style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;text-align:${start}"
        >
          <h1 style="margin:0 0 16px;font-size:22px;color:#b0446a">${shop}</h1>
          <p>${greeting}</p>
          ${intro.map((paragraph) => html`<p>${paragraph}</p>`)}
          ${
            trackUrl
              ? html`<p style="margin:16px 0">
                  <a href="${trackUrl}" style="color:#b0446a;font-weight:bold">${t('track.label')}</a>
                </p>`
              : ''
          }
          <h2 style="font-size:17px;margin:24px 0 8px">${heading}</h2>
          <table role="presentation" dir="${dir}" style="width:100%;border-collapse:collapse;font-size:14px">
            <tr>
              <th style="${cell}text-align:${start}">${t('table.item')}</th>
              <th style="${cell}">${t('table.quantity')}</th>
              <th style="${cell}text-align:${end}">${t('table.price')}</th>
              <th style="${cell}text-align:${end}">${t('table.total')}</th>
            </tr>
            ${items} ${figures}
            <tr>
              <td colspan="3" style="padding:8px;text-align:${end}">
                <strong>${t('figures.total')}</strong>
              </td>
              <td style="padding:8px;${amount}text-align:${end}"><strong>${summary.total}</strong></td>
            </tr>
          </table>
          <p style="margin:16px 0 0"><strong>${t('payment.label')}:</strong> ${summary.payment}</p>
          ${
            summary.delivery
              ? html`<p style="margin:4px 0 0">
                  <strong>${t('delivery.label')}:</strong> ${summary.delivery}
                </p>`
              : ''
          }
          ${address}
          <p style="margin-top:24px;color:#777;font-size:12px">${shop}</p>
        </div>
      </body>
    </html>`;
}
