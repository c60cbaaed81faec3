import { escapeHtml } from '../html';
import type { Words } from '../i18n/words';

/** Storefront spec §2 "Not-found and restricted screens": the texts of the shell's Not Found page. */
export function renderNotFound({ t, href }: Words): string {
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-not-found">' +
    `<h1 class="fp-heading">${escapeHtml(t('notFound.title'))}</h1>` +
    `<p class="fp-lead">${escapeHtml(t('notFound.text'))}</p>` +
    `<a class="fp-button fp-primary" href="${href('/')}">${escapeHtml(t('common.goHome'))}</a>` +
    '</div></main>'
  );
}
