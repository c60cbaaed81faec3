/*
 * The styles the server-rendered home hero needs before any stylesheet arrives. A copy of the rules that
 * give the hero its layout: ui-kit's tokens.css (variables, base), mf-storefront/src/home/Home.module.css
 * (.hero…, .slogan…, .stat…) and ui-kit's Button.module.css, under `fp-` names. Keep them in step: when React
 * renders the real hero over this one, an h1 of a different size would be reported as a new, later LCP.
 * Inline <style> is allowed by the page's CSP (style-src 'unsafe-inline'); it costs no extra request.
 */
export const FIRST_PAINT_CSS = `
:root{--shop-bg:#fdf8f6;--shop-surface:#fff;--shop-text:#2e2230;--shop-muted:#6c5a68;--shop-border:#ecdde3;
--shop-primary:#a93a64;--shop-primary-strong:#862a4c;--shop-radius-lg:22px;--shop-shadow:0 6px 24px rgba(80,34,56,.08);
--shop-font:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
--shop-font-display:'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,serif;
--shop-nav-height:108px;--shop-max-width:1200px}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--shop-bg);color:var(--shop-text);font-family:var(--shop-font);font-size:16px;line-height:1.55;-webkit-font-smoothing:antialiased}
.fp-band{position:fixed;inset:0 0 auto 0;height:var(--shop-nav-height);background:rgba(255,255,255,.96);box-shadow:0 1px 0 var(--shop-border)}
.fp-main{min-height:100vh;padding-top:var(--shop-nav-height)}
.fp-hero{position:relative;overflow:hidden;background:radial-gradient(circle at 85% 15%,rgba(185,138,94,.22) 0,transparent 40%),radial-gradient(circle at 10% 90%,rgba(169,58,100,.16) 0,transparent 45%),linear-gradient(180deg,#fbeff2 0%,var(--shop-bg) 100%)}
.fp-hero-inner{display:grid;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr);gap:3rem;align-items:center;max-width:var(--shop-max-width);margin:0 auto;padding:4.5rem 1rem 4rem}
@media (min-width:860px){.fp-hero-text{min-height:25rem;display:flex;flex-direction:column;justify-content:center}}
@media (max-width:859px){.fp-hero-inner{grid-template-columns:minmax(0,1fr);gap:2rem;padding:3rem 1rem}}
.fp-store-name{display:inline-block;margin-bottom:1rem;padding:.3rem .9rem;border-radius:999px;background:var(--shop-surface);color:var(--shop-primary);font-weight:700;letter-spacing:.06em;text-transform:uppercase;font-size:.8rem;box-shadow:var(--shop-shadow)}
.fp-slogan{font-family:var(--shop-font-display);font-weight:600;color:var(--shop-text);font-size:clamp(2.3rem,6vw,4rem);line-height:1.08;margin:0 0 1rem}
.fp-description{max-width:560px;margin:0 0 2rem;font-size:1.1rem;color:var(--shop-muted)}
.fp-ctas{display:flex;flex-wrap:wrap;gap:.75rem}
.fp-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.3rem;border-radius:999px;border:1px solid transparent;font-weight:600;font-size:.95rem;letter-spacing:.01em;text-decoration:none;white-space:nowrap}
.fp-primary{background:var(--shop-primary);color:#fff}
.fp-secondary{background:var(--shop-surface);color:var(--shop-primary);border-color:var(--shop-primary)}
.fp-stats{display:grid;gap:1rem;margin:0;padding:0;list-style:none}
.fp-stat{display:flex;align-items:center;gap:1rem;padding:1.1rem 1.3rem;border-radius:var(--shop-radius-lg);background:rgba(255,255,255,.85);box-shadow:var(--shop-shadow)}
.fp-stat-value{min-width:5.5ch;font-family:var(--shop-font-display);font-size:2rem;font-weight:700;color:var(--shop-primary-strong)}
.fp-stat-label{color:var(--shop-muted);font-weight:600}
`.trim();
