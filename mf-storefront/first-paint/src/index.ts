export { FIRST_PAINT_CSS } from './hero-css';
export { STAT_LABELS, heroStats, renderHomeHero } from './hero-markup';
export { escapeHtml } from './html';
export * from './catalog-list';
