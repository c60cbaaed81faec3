import type { SiteConfig, Stats } from '@shop/contracts';
import { escapeHtml } from './html';

/** The words the hero needs: the storefront catalogue's `hero.*` and links in the page's language (i18n/words.ts). */
export interface HeroWords {
  t(key: string): string;
  href(path: string): string;
}

/*
 * The home hero (../src/home/Hero.tsx) as HTML, for the gateway to put into index.html so the page paints before
 * any script runs (docs/decisions/005). The storefront team owns both: Hero.test.tsx checks that React's hero and
 * this one say the same, in the same order, and hero-css.ts keeps the layout rules they share.
 */

/** The catalogue keys of the three figures' labels ('Products Shipped', 'Customer Rating', 'Satisfaction Rate'). */
export const STAT_LABELS = ['hero.shipped', 'hero.rating', 'hero.satisfaction'] as const;

/** The hero's three figures as printed, in the order of STAT_LABELS: '12,500+', '4.9', '98%'. */
export function heroStats(stats: Pick<Stats, 'productsShipped' | 'customerRating' | 'satisfactionRate'>) {
  return {
    productsShipped: `${stats.productsShipped.toLocaleString('en-US')}+`,
    customerRating: String(stats.customerRating),
    satisfactionRate: `${stats.satisfactionRate}%`,
  };
}

function heroFigures(stats: Stats | undefined): string[] {
  if (!stats) return STAT_LABELS.map(() => '\u00a0');
  const figures = heroStats(stats);
  return [figures.productsShipped, figures.customerRating, figures.satisfactionRate];
}

/** The hero with the configuration's texts, under the `fp-` classes of hero-css.ts. */
export function renderHomeHero(config: SiteConfig, stats: Stats | undefined, words: HeroWords): string {
  const figures = heroFigures(stats);
  const { t, href } = words;
  const stat = (label: string, index: number) =>
    `<li class="fp-stat"><span class="fp-stat-value">${escapeHtml(figures[index]!)}</span><span class="fp-stat-label">${escapeHtml(t(label))}</span></li>`;
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main">' +
    '<section class="fp-hero" aria-labelledby="hero-title"><div class="fp-hero-inner"><div class="fp-hero-text">' +
    `<span class="fp-store-name">${escapeHtml(config.name)}</span>` +
    `<h1 id="hero-title" class="fp-slogan">${escapeHtml(config.slogan1)}</h1>` +
    `<p class="fp-description">${escapeHtml(config.description)}</p>` +
    `<div class="fp-ctas"><a class="fp-button fp-primary" href="${href('/our-collection')}">${escapeHtml(t('hero.shopNow'))}</a>` +
    `<a class="fp-button fp-secondary" href="${href('/about-us')}">${escapeHtml(t('hero.learnMore'))}</a></div></div>` +
    `<ul class="fp-stats" aria-label="${escapeHtml(t('hero.numbers'))}">${STAT_LABELS.map(stat).join('')}</ul>` +
    '</div></section></main>'
  );
}
