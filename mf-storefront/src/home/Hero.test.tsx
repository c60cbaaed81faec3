import { renderHomeHero } from '@shop/storefront-first-paint';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '@shop/app-context';
import { pathInLanguage } from '@shop/contracts/storefront-routes';
import { storefrontMessages } from '../i18n/messages';
import { Hero } from './Hero';

const CONFIG = {
  name: 'Bloom & Co',
  slogan1: 'Glow <every> day',
  slogan2: '',
  description: 'Genuine skincare.',
  aboutUs1: '',
  aboutUs2: '',
};
const STATS = {
  customerRating: 4.9,
  productsShipped: 12500,
  satisfactionRate: 98,
  avgResponseTime: 12,
  customersHelped: 600,
};

/** What a reader sees: the texts in document order, markup gone, entities as the browser shows them. */
function visibleText(html: string): string[] {
  return html
    .split(/<[^>]+>/)
    .map((text) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((text) => text !== '');
}

/** The landmarks and links both heroes must carry, in order. */
function structure(html: string): string[] {
  return [
    ...html.matchAll(
      /<(h1|a|ul|li|section)\b[^>]*?(?:id="([^"]+)"|href="([^"]+)"|aria-label="([^"]+)")?[^>]*>/g,
    ),
  ].map((match) => [match[1], match[2] ?? match[3] ?? match[4] ?? ''].join(' ').trim());
}

/** React's hero and the server's, in one language: the server takes the storefront catalogue's own words. */
function heroes(language: 'en' | 'ar') {
  const react = renderToStaticMarkup(
    <LanguageProvider language={language}>
      <MemoryRouter basename={language === 'ar' ? '/ar' : undefined} initialEntries={[language === 'ar' ? '/ar' : '/']}>
        <Hero config={CONFIG} stats={STATS} />
      </MemoryRouter>
    </LanguageProvider>,
  );
  const words = { t: storefrontMessages.translator(language), href: (path: string) => pathInLanguage(path, language) };
  return { react, server: renderHomeHero(CONFIG, STATS, words) };
}

describe('the first paint is the storefront hero', () => {
  it('when both heroes render one configuration, then they say the same, in the same order', () => {
    const { react, server } = heroes('en');
    expect(visibleText(server)).toEqual(visibleText(react));
    expect(visibleText(react)).toEqual(
      expect.arrayContaining(['Bloom & Co', 'Glow <every> day', '12,500+', '98%', 'Shop Now', 'Products Shipped']),
    );
  });

  it('when both heroes render, then their heading, links and figures list match', () => {
    const { react, server } = heroes('en');
    expect(structure(server)).toEqual(structure(react));
  });

  it('when the page is Arabic, then both heroes say the same Arabic words and link under /ar', () => {
    const { react, server } = heroes('ar');
    expect(visibleText(server)).toEqual(visibleText(react));
    expect(structure(server)).toEqual(structure(react));
    expect(visibleText(server)).toEqual(expect.arrayContaining(['تسوّق الآن', 'منتج تم شحنه']));
    expect(server).toContain('href="/ar/our-collection"');
    expect(react).toContain('href="/ar/our-collection"');
  });
});
