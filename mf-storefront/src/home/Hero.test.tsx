import { renderHomeHero } from '@shop/storefront-first-paint';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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

describe('the first paint is the storefront hero', () => {
  let react = '';
  beforeAll(() => {
    react = renderToStaticMarkup(
      <MemoryRouter>
        <Hero config={CONFIG} stats={STATS} />
      </MemoryRouter>,
    );
  });
  const server = renderHomeHero(CONFIG, STATS);

  it('when both heroes render one configuration, then they say the same, in the same order', () => {
    expect(visibleText(server)).toEqual(visibleText(react));
    expect(visibleText(react)).toEqual(
      expect.arrayContaining(['Bloom & Co', 'Glow <every> day', '12,500+', '98%']),
    );
  });

  it('when both heroes render, then their heading, links and figures list match', () => {
    expect(structure(server)).toEqual(structure(react));
  });
});
