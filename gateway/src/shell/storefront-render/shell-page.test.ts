import type { RenderedPage } from '@shop/contracts';
import { jsonForScript, pageIntoShell } from './shell-page';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Shop" />' +
  '<link rel="icon" href="data:image/svg+xml,x" /><title>Beauty Corner</title></head>' +
  '<body><noscript>Please enable JavaScript to shop with us.</noscript><div id=root></div></body></html>';

const PAGE: RenderedPage = {
  status: 200,
  head: '<title>Rose Serum — Glow &amp; Co. Cairo</title><meta name="description" content="Serum" />',
  css: '.fp-title{margin:0}',
  root: '<h1 class="fp-title">Rose $& Serum</h1>',
  firstPaint: 'product',
  data: { product: { data: { title: '</script><script>alert(1)</script>' } } },
  shared: true,
};

describe('pageIntoShell', () => {
  it('when a page is rendered, then its head replaces the shell title, description and icon', () => {
    const html = pageIntoShell(INDEX, PAGE);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Rose Serum — Glow &amp; Co. Cairo</title>');
    expect(html).not.toContain('Beauty Corner');
    expect(html).not.toContain('content="Shop"');
    expect(html).not.toContain('data:image/svg+xml');
    expect(html).toContain('<style id="first-paint-css">.fp-title{margin:0}</style></head>');
  });

  it('when a page has a first paint, then it is inside #root, marked, with its data block after it', () => {
    const html = pageIntoShell(INDEX, PAGE);
    expect(html).toContain('<div id="root" data-first-paint="product"><h1 class="fp-title">Rose $& Serum</h1></div>');
    expect(html).toContain('<script type="application/json" id="shop-bootstrap">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('Please enable JavaScript');
  });

  it('when the page has no first paint and no data, then #root stays empty and no block is written', () => {
    const html = pageIntoShell(INDEX, { ...PAGE, css: '', root: '', firstPaint: undefined, data: {} });
    expect(html).toContain('<div id="root"></div></body>');
    expect(html).not.toContain('shop-bootstrap');
    expect(html).not.toContain('first-paint-css');
    expect(html).toContain('Please enable JavaScript');
  });

  it('when index.html has no root element, then it is served as it is', () => {
    expect(pageIntoShell('<html><head></head><body></body></html>', PAGE)).toBe('<html><head></head><body></body></html>');
  });
});

describe('jsonForScript', () => {
  it('when text could close the element, then it is escaped', () => {
    expect(jsonForScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });
});
