export { FIRST_PAINT_CSS } from './hero-css';
export { STAT_LABELS, escapeHtml, heroStats, renderHomeHero } from './hero-markup';
