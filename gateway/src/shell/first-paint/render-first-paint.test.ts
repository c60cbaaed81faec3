import type { SiteConfig, Stats } from '@shop/contracts';
import { jsonForScript, renderHomePage } from './render-first-paint';

const INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const HOSTILE = `</script><script>alert(1)</script>`;

function buildConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    name: 'Bloom',
    slogan1: 'Glow every day',
    slogan2: 'Two',
    description: 'Genuine skincare.',
    aboutUs1: 'a',
    aboutUs2: 'b',
    ...overrides,
  };
}
function buildStats(overrides: Partial<Stats> = {}): Stats {
  return {
    customerRating: 4.9,
    productsShipped: 12500,
    satisfactionRate: 98,
    avgResponseTime: 12,
    customersHelped: 600,
    ...overrides,
  };
}

/** What a browser would parse out of the data block. */
function bootstrapOf(html: string): unknown {
  const match = /<script type="application\/json" id="shop-bootstrap">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]!);
}

describe('renderHomePage', () => {
  it('when the configuration is known, then the hero is inside #root with its texts and the critical styles', () => {
    const html = renderHomePage(INDEX, { config: buildConfig(), stats: buildStats() });
    expect(html).toContain('<div id="root" data-first-paint="home">');
    expect(html).toContain('<h1 id="hero-title" class="fp-slogan">Glow every day</h1>');
    expect(html).toContain('<span class="fp-stat-value">12,500+</span>');
    expect(html).toContain('<span class="fp-stat-value">98%</span>');
    expect(html).toMatch(/<style id="first-paint-css">[^<]*\.fp-slogan\{[^<]*<\/style><\/head>/);
    expect(html).toContain('<script src="/main.js"></script>');
  });

  it('when the admin typed markup into the configuration, then the hero shows it as text', () => {
    const html = renderHomePage(INDEX, { config: buildConfig({ slogan1: HOSTILE, name: `"'&` }) });
    expect(html).toContain(
      '<h1 id="hero-title" class="fp-slogan">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(html).toContain('<span class="fp-store-name">&quot;&#39;&amp;</span>');
    expect(html.match(/<script/g)).toHaveLength(2); // the data block and main.js, nothing from the texts
  });

  it('when the configuration holds </script>, then the data block cannot be closed early and parses back to the same text', () => {
    const config = buildConfig({ description: `${HOSTILE} <!-- \u2028 $& $'` });
    const html = renderHomePage(INDEX, { config });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(bootstrapOf(html)).toEqual({ config });
  });

  it('when only the social links could be read, then there is the data block but no hero', () => {
    const social = { instagram: '', facebook: '', tiktok: '', twitter: '', phone1: '', phone2: '' };
    const html = renderHomePage(INDEX, { social });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-paint-css');
    expect(bootstrapOf(html)).toEqual({ social });
  });

  it('when the statistics are missing, then the hero keeps its three tiles, empty', () => {
    const html = renderHomePage(INDEX, { config: buildConfig() });
    expect(html.match(/class="fp-stat"/g)).toHaveLength(3);
  });

  it('when index.html is minified (unquoted attributes), then the hero still goes into #root', () => {
    const minified =
      '<html><head></head><body><div id=root></div><script defer src=/main.js></script></body></html>';
    expect(renderHomePage(minified, { config: buildConfig() })).toContain(
      '<div id="root" data-first-paint="home"><div class="fp-band"',
    );
  });

  it('when index.html has no empty #root, then it is served unchanged', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(renderHomePage(other, { config: buildConfig() })).toBe(other);
  });
});

describe('jsonForScript', () => {
  it('when JSON would hold <, > or &, then they are \\u escapes', () => {
    expect(jsonForScript({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});
