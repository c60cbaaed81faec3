import { SITE_BOOTSTRAP_ELEMENT_ID, type SiteBootstrap } from '@shop/contracts';
import { FIRST_PAINT_CSS, renderHomeHero } from '@shop/storefront-first-paint';

/** The empty root as written by hand or by the build's minifier (`<div id=root></div>`). */
const ROOT = /<div id=(["']?)root\1\s*><\/div>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON that is safe inside a <script> data block: no `<` (so no `</script>` or `<!--`), and no U+2028/U+2029,
 * whatever the admin typed into the configuration.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * index.html for `/` with the site content in a JSON data block (never executed, so the CSP's script-src does
 * not apply) and, when the configuration is known, the hero inside #root with its critical styles: it paints
 * with the HTML, and React's first render replaces it with the same content (docs/decisions/005). The hero's
 * markup and styles are the storefront team's (@shop/storefront-first-paint).
 * An index.html without the expected root element is returned as it is.
 */
export function renderHomePage(indexHtml: string, content: SiteBootstrap): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const data = `<script type="application/json" id="${SITE_BOOTSTRAP_ELEMENT_ID}">${jsonForScript(content)}</script>`;
  if (!content.config) return indexHtml.replace(ROOT, () => `${EMPTY_ROOT}${data}`);
  return (
    indexHtml
      .replace('</head>', () => `<style id="first-paint-css">${FIRST_PAINT_CSS}</style></head>`)
      // Replacer functions: a `$&` or `$'` in the admin's texts must stay text, not a replacement pattern.
      .replace(
        ROOT,
        () =>
          `<div id="root" data-first-paint="home">${renderHomeHero(content.config!, content.stats)}</div>${data}`,
      )
  );
}
