/** Where the browsable API documentation lives (gateway-own routes, public, read-only). */
export const DOCS_PREFIX = '/api/docs';
export const DOCS_DOCUMENT_PATH = `${DOCS_PREFIX}/openapi.json`;
export const DOCS_INIT_PATH = `${DOCS_PREFIX}/init.js`;

/** The only files of swagger-ui-dist the page needs; nothing else of the package is served. */
export const SWAGGER_UI_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const;

/**
 * The page's own policy, instead of the API's `default-src 'none'`: scripts only from this origin (the init
 * script is a file, never inline), styles may be inline (swagger-ui sets style attributes), images may be
 * data: URLs (its icons), and "Try it out" calls go to this origin only.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Cosmetics shop API</title>
    <link rel="icon" type="image/png" href="${DOCS_PREFIX}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_PREFIX}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PREFIX}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_INIT_PATH}"></script>
  </body>
</html>
`;

/** Runs in the browser: swagger-ui on the merged document; the signed-in user's cookie goes along. */
export const DOCS_INIT_SCRIPT = `'use strict';
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCS_DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
  docExpansion: 'none',
  tagsSorter: 'alpha',
});
`;
