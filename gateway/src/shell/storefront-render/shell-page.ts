import { SITE_BOOTSTRAP_ELEMENT_ID, type RenderedPage } from '@shop/contracts';

/** The empty root as written by hand or by the build's minifier (`<div id=root></div>`). */
const ROOT = /<div id=(["']?)root\1\s*><\/div>/;
/** index.html's own site-wide title, description and icon, which the page's head replaces. */
const SHELL_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>/i,
  /<meta\s+name=(["']?)description\1[^>]*>/i,
  /<link\s+rel=(["']?)icon\1[^>]*>/i,
];

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

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
 * index.html with the storefront's parts of one page (docs/decisions/020): its head instead of the shell's
 * title, description and icon, its critical styles, its first paint inside #root and its data block (a JSON
 * block is never executed, so the CSP's script-src does not apply). String work only: the markup is the
 * render server's, already escaped there. An index.html without the expected root or head is returned as it is.
 */
export function pageIntoShell(indexHtml: string, page: RenderedPage): string {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const withoutShellTags = SHELL_HEAD_TAGS.reduce((html, tag) => html.replace(tag, ''), indexHtml);
  // a page painted by the server reads without JavaScript: no "please enable JavaScript" above it
  const head = page.root ? withoutShellTags.replace(NOSCRIPT, '') : withoutShellTags;
  const css = page.css ? `<style id="first-paint-css">${page.css}</style>` : '';
  const marker = page.firstPaint ? ` data-first-paint="${page.firstPaint}"` : '';
  const data =
    Object.keys(page.data).length > 0
      ? `<script type="application/json" id="${SITE_BOOTSTRAP_ELEMENT_ID}">${jsonForScript(page.data)}</script>`
      : '';
  // Replacer functions: a `$&` or `$'` in a product's or the admin's texts must stay text, not a pattern.
  return head
    .replace('</head>', () => `${page.head}${css}</head>`)
    .replace(ROOT, () => `<div id="root"${marker}>${page.root}</div>${data}`);
}
