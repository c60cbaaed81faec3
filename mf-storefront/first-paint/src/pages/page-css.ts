/*
 * Critical styles of the server-rendered product, catalogue and Not Found pages (under `fp-` names, after
 * FIRST_PAINT_CSS's tokens and base): copies of the layout rules of mf-storefront/src/product/ProductPage.module.css,
 * catalog/CatalogPage.module.css and ProductCard.module.css, so React's page takes the same boxes.
 */
export const PAGE_CSS = `
.fp-page{max-width:var(--shop-max-width);margin:0 auto;padding:2rem 1rem 3rem}
.fp-state{padding:4rem 1rem;text-align:center;font-size:1.15rem}
.fp-back{display:inline-flex;align-items:center;min-height:36px;margin-bottom:1.25rem;padding:.4rem .9rem;border-radius:999px;color:var(--shop-text);font-weight:600;font-size:.85rem;text-decoration:none}
.fp-layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2.5rem;align-items:start}
@media (max-width:859px){.fp-layout{grid-template-columns:minmax(0,1fr);gap:1.5rem}}
.fp-media{position:relative;aspect-ratio:1/1;border-radius:var(--shop-radius-lg);overflow:hidden;background:#fbeff2;box-shadow:var(--shop-shadow)}
.fp-media img{display:block;width:100%;height:100%;object-fit:cover}
.fp-info{display:grid;gap:1rem}
.fp-title{font-family:var(--shop-font-display);font-size:clamp(1.9rem,4vw,2.6rem);line-height:1.15;margin:0}
.fp-prices{display:flex;flex-wrap:wrap;align-items:baseline;gap:.75rem}
.fp-price{font-size:1.8rem;font-weight:700;color:var(--shop-primary-strong)}
.fp-old-price{color:var(--shop-muted);text-decoration:line-through;font-size:1.1rem}
.fp-rating{display:flex;flex-wrap:wrap;align-items:center;gap:.6rem}
.fp-stars{color:#d99a20;letter-spacing:.1em}
.fp-rating-number{font-weight:700}
.fp-rating a{color:var(--shop-primary)}
.fp-save{padding:.2rem .7rem;border-radius:999px;background:#e3f3eb;color:#24704f;font-weight:700;font-size:.85rem}
.fp-sold-out{color:#b3261e;font-weight:700;margin:0}
.fp-description{margin:0;color:var(--shop-muted);white-space:pre-line}
.fp-options{display:grid;gap:.5rem;margin:0}
.fp-options dt{font-weight:700}
.fp-options dd{margin:0;color:var(--shop-muted)}
.fp-heading{font-family:var(--shop-font-display);font-size:clamp(2rem,5vw,3rem);margin:0 0 .5rem}
.fp-lead{color:var(--shop-muted);margin:0 0 1.5rem}
.fp-count{color:var(--shop-muted);margin:0 0 1rem}
.fp-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr));gap:1.5rem}
.fp-card{display:flex;flex-direction:column;border-radius:var(--shop-radius-lg);overflow:hidden;background:var(--shop-surface);box-shadow:var(--shop-shadow)}
.fp-card-media{aspect-ratio:1/1;background:#fbeff2}
.fp-card-media img{display:block;width:100%;height:100%;object-fit:cover}
.fp-card-body{display:grid;gap:.5rem;padding:1rem 1.1rem 1.2rem}
.fp-card-title{font-size:1.1rem;margin:0}
.fp-card-title a{color:inherit;text-decoration:none}
.fp-card-price{font-weight:700;color:var(--shop-primary-strong)}
.fp-not-found{max-width:640px;margin:0 auto;padding:5rem 1rem;text-align:center}
`.trim();
