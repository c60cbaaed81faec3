/*
 * Critical styles of the server-rendered product, catalogue and Not Found pages (under `fp-` names, after
 * FIRST_PAINT_CSS's tokens and base): copies of the layout rules of mf-storefront/src/product/ProductPage.module.css,
 * catalog/CatalogPage.module.css and ProductCard.module.css, so React's page takes the same boxes.
 */
export const PAGE_CSS = `
.fp-page{max-width:var(--shop-max-width);margin:0 auto;padding:2rem 1rem 3rem}
.fp-state{padding:4rem 1rem;text-align:center;font-size:1.15rem}
.fp-back{display:inline-flex;align-items:center;min-height:36px;margin-bottom:1.25rem;padding:.4rem .9rem;border-radius:999px;color:var(--shop-text);font-weight:600;font-size:.85rem;text-decoration:none}
.fp-back-arrow{display:inline-block}
.fp-back-arrow:dir(rtl){transform:scaleX(-1)}
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
.fp-catalog{max-width:var(--shop-max-width);margin:0 auto;padding:3rem 1rem 4rem}
.fp-heading{font-family:var(--shop-font-display);font-size:clamp(2rem,5vw,3rem);line-height:1.2;text-align:center;margin:0 0 .25rem}
.fp-lead{text-align:center;color:var(--shop-muted);margin:0 0 2rem}
.fp-categories{display:flex;gap:.75rem;overflow-x:auto;padding:.25rem .25rem 1rem;margin-bottom:1.5rem}
.fp-category{flex:0 0 auto;width:210px;padding:.9rem 1rem;border:1px solid var(--shop-border);border-radius:14px;background:var(--shop-surface);color:var(--shop-text);text-decoration:none;font-size:.95rem}
.fp-category[aria-current]{border-color:var(--shop-primary);background:#f7e1ea}
.fp-category-title{display:block;font-weight:700}
.fp-category-description{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;margin-top:.2rem;font-size:.85rem;color:var(--shop-muted)}
.fp-catalog-layout{display:grid;grid-template-columns:260px minmax(0,1fr);gap:2rem;align-items:start}
@media (max-width:859px){.fp-catalog-layout{grid-template-columns:minmax(0,1fr)}}
.fp-sidebar{display:grid;gap:1.25rem;padding:1.25rem;background:var(--shop-surface);border-radius:var(--shop-radius-lg);box-shadow:var(--shop-shadow)}
.fp-field{display:grid;gap:.4rem;font-weight:600;font-size:.9rem}
.fp-field input,.fp-field select{min-height:46px;padding:.6rem .8rem;border:1px solid var(--shop-border);border-radius:10px;background:#fff;font:inherit;font-weight:400}
.fp-switch{display:flex;align-items:center;justify-content:space-between;gap:.75rem;font-weight:600}
.fp-switch input{appearance:none;width:46px;height:26px;margin:0;border-radius:999px;background:#dcc9d1}
.fp-count{color:var(--shop-muted);margin:0 0 1rem}
.fp-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1.5rem}
@media (max-width:959px){.fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (max-width:559px){.fp-grid{gap:.75rem}.fp-card-body{gap:.35rem;padding:.65rem .7rem .8rem}.fp-card-title{font-size:1rem}.fp-card-description{font-size:.85rem}.fp-card-price{font-size:1rem}.fp-card-footer{gap:.5rem}.fp-card-footer>:last-child{flex:1 1 100%;justify-content:center}}
/* phones (issue 33 item 4): as CatalogPage.module.css, the filters behind a button and a shorter head */
.fp-toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}.fp-sheet-bar{display:none;margin-inline-start:auto}
.fp-sheet-bar button{background:var(--shop-surface);font-family:inherit}
@media (max-width:859px){.fp-catalog{padding-block-start:1.25rem}.fp-catalog .fp-lead{margin-block-end:1rem;font-size:.95rem}.fp-categories{gap:.5rem;margin-block-end:.5rem;padding-block-end:.5rem}.fp-category{width:160px;padding:.6rem .75rem}.fp-category-description{-webkit-line-clamp:1}.fp-catalog-layout{gap:.5rem}.fp-toolbar{margin-block-end:.75rem}.fp-toolbar .fp-count{margin:0}.fp-sidebar{display:none}.fp-sheet-bar{display:block}}
.fp-card{display:flex;flex-direction:column;border-radius:var(--shop-radius-lg);overflow:hidden;background:var(--shop-surface);box-shadow:var(--shop-shadow)}
.fp-card-media{aspect-ratio:1/1;background:#fbeff2}
.fp-card-media img{display:block;width:100%;height:100%;object-fit:cover}
.fp-card-body{display:flex;flex:1;flex-direction:column;gap:.5rem;padding:1rem 1.1rem 1.2rem}
.fp-card-title{font-family:var(--shop-font-display);font-size:1.15rem;margin:0}
.fp-card-title a{color:var(--shop-text);text-decoration:none}
.fp-card-description{margin:0;color:var(--shop-muted);font-size:.92rem;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fp-card-footer{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:auto;padding-top:.5rem;flex-wrap:wrap}
.fp-card-price{font-weight:700;font-size:1.1rem;color:var(--shop-primary-strong)}
.fp-small-button{display:inline-flex;align-items:center;min-height:36px;padding:.35rem 1rem;border-radius:999px;border:1px solid var(--shop-primary);color:var(--shop-primary);font-weight:600;font-size:.85rem;text-decoration:none}
.fp-not-found{max-width:640px;margin:0 auto;padding:5rem 1rem;text-align:center}
`.trim();
