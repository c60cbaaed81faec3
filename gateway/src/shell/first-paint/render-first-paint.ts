import type { SiteConfig, SocialLinks, Stats } from '@shop/contracts';
import { FIRST_PAINT_CSS } from './first-paint-css';

/** What the home page and the shell's layout would otherwise ask /api/config, /api/stats and /api/social for. */
export interface SiteBootstrap {
  config?: SiteConfig;
  stats?: Stats;
  social?: SocialLinks;
}

/** The element the shell's and storefront's readers look for (ui-kit's bootstrap-data.ts). */
export const BOOTSTRAP_ELEMENT_ID = 'shop-bootstrap';
/** The empty root as written by hand or by the build's minifier (`<div id=root></div>`). */
const ROOT = /<div id=(["']?)root\1\s*><\/div>/;
const EMPTY_ROOT = '<div id="root"></div>';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON that is safe inside a <script> data block: no `<` (so no `</script>` or `<!--`), and no U+2028/U+2029,
 * whatever the admin typed into the configuration.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The storefront's heroStats (mf-storefront/src/content/contact-rules.ts), for the same text. */
function heroFigures(stats: Stats | undefined) {
  const figures = stats
    ? [`${stats.productsShipped.toLocaleString('en-US')}+`, String(stats.customerRating), `${stats.satisfactionRate}%`]
    : ['\u00a0', '\u00a0', '\u00a0'];
  return ['Products Shipped', 'Customer Rating', 'Satisfaction Rate'].map((label, index) => ({ label, value: figures[index]! }));
}

/** The markup of mf-storefront/src/home/Hero.tsx with the configuration's texts, under the `fp-` classes. */
export function renderHomeHero(config: SiteConfig, stats: Stats | undefined): string {
  const stat = ({ label, value }: { label: string; value: string }) =>
    `<li class="fp-stat"><span class="fp-stat-value">${escapeHtml(value)}</span><span class="fp-stat-label">${label}</span></li>`;
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main">' +
    '<section class="fp-hero" aria-labelledby="hero-title"><div class="fp-hero-inner"><div class="fp-hero-text">' +
    `<span class="fp-store-name">${escapeHtml(config.name)}</span>` +
    `<h1 id="hero-title" class="fp-slogan">${escapeHtml(config.slogan1)}</h1>` +
    `<p class="fp-description">${escapeHtml(config.description)}</p>` +
    '<div class="fp-ctas"><a class="fp-button fp-primary" href="/our-collection">Shop Now</a>' +
    '<a class="fp-button fp-secondary" href="/about-us">Learn More</a></div></div>' +
    `<ul class="fp-stats" aria-label="Our numbers">${heroFigures(stats).map(stat).join('')}</ul>` +
    '</div></section></main>'
  );
}

/**
 * index.html for `/` with the site content in a JSON data block (never executed, so the CSP's script-src does
 * not apply) and, when the configuration is known, the hero inside #root with its critical styles: it paints
 * with the HTML, and React's first render replaces it with the same content (docs/decisions/005).
 * An index.html without the expected root element is returned as it is.
 */
export function renderHomePage(indexHtml: string, content: SiteBootstrap): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const data = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${jsonForScript(content)}</script>`;
  if (!content.config) return indexHtml.replace(ROOT, () => `${EMPTY_ROOT}${data}`);
  return indexHtml
    .replace('</head>', () => `<style id="first-paint-css">${FIRST_PAINT_CSS}</style></head>`)
    // Replacer functions: a `$&` or `$'` in the admin's texts must stay text, not a replacement pattern.
    .replace(ROOT, () => `<div id="root" data-first-paint="home">${renderHomeHero(content.config!, content.stats)}</div>${data}`);
}
