import type { SearchResponse } from '@shop/contracts';
import { RenderedPage } from '@shop/contracts';
import type { ShopData } from '../data/shop-data';
import { renderPage } from './render-page';

const HIT = {
  _id: 'a'.repeat(24),
  title: 'Rose <Serum>',
  price: 349,
  image: '/api/images/abc',
  category: { _id: 'c'.repeat(24), title: 'Skincare' },
};

function shopData(answer: SearchResponse | undefined, asked: string[] = []): ShopData {
  return {
    site: async () => ({ config: { name: 'Glow', slogan1: '', slogan2: '', description: 'd', aboutUs1: '', aboutUs2: '' } }),
    products: async () => ({ data: [] }),
    product: async () => null,
    search: async (q, language, limit) => {
      asked.push(`${q}|${language}|${limit}`);
      return answer;
    },
  };
}

describe('the /search page from the render server', () => {
  it('when a query has results, then they are painted with the count, the form keeps the query, and the data block carries the answer', async () => {
    const asked: string[] = [];
    const answer = { data: [HIT], total: 1, categories: [] };
    const page = await renderPage('/search?q=%20serum%20', { data: shopData(answer, asked), origin: 'https://glow.example.eg' });
    expect(RenderedPage.parse(page)).toBeTruthy();
    expect(asked).toEqual(['serum|en|50']);
    expect(page).toMatchObject({ status: 200, firstPaint: 'search', shared: true, data: { search: { q: 'serum', answer } } });
    expect(page.head).toContain('<title>Search — Glow</title>');
    expect(page.head).toContain('noindex');
    expect(page.root).toContain('1 products found for “serum”');
    expect(page.root).toContain(`<a class="fp-result" href="/products/${HIT._id}">`);
    expect(page.root).toContain('Rose &lt;Serum&gt;');
    expect(page.root).toContain('349.00 EGP');
    expect(page.root).toContain('value="serum"');
  });

  it("when a result's image is one the catalog stores, then its 80 px box offers the renditions, not the original", async () => {
    const stored = `/api/images/${'f'.repeat(24)}`;
    const answer = { data: [{ ...HIT, image: stored }], total: 1, categories: [] };
    const page = await renderPage('/search?q=serum', { data: shopData(answer), origin: 'https://glow.example.eg' });
    expect(page.root).toContain(`<source type="image/avif" srcset="${stored}/160.avif 160w, ${stored}/320.avif 320w`);
    expect(page.root).toMatch(/<img src="[^"]+" srcset="[^"]+\/160\.webp 160w[^"]*" sizes="80px" alt="" class="fp-result-image" width="80" height="80"/);
  });

  it('when nothing matches or nothing is asked, then the page says so', async () => {
    const none = await renderPage('/search?q=zzz', { data: shopData({ data: [], total: 0, categories: [] }), origin: 'https://glow.example.eg' });
    expect(none.root).toContain('No products match “zzz”');
    const empty = await renderPage('/search', { data: shopData(undefined), origin: 'https://glow.example.eg' });
    expect(empty.root).toContain('Type the name of a product, a shade or a category.');
  });

  it('when the catalog does not answer, then the shell draws the page itself and it is not shared', async () => {
    const page = await renderPage('/search?q=serum', { data: shopData(undefined), origin: 'https://glow.example.eg' });
    expect(page).toMatchObject({ root: '', shared: false, data: {} });
  });

  it('when an Arabic page is asked, then the catalog is asked in Arabic and the page links, prices and words are Arabic', async () => {
    const asked: string[] = [];
    const page = await renderPage('/ar/search?q=%D8%B3%D9%8A%D8%B1%D9%88%D9%85', {
      data: shopData({ data: [HIT], total: 1, categories: [] }, asked),
      origin: 'https://glow.example.eg',
    });
    expect(asked).toEqual(['سيروم|ar|50']);
    expect(page.root).toContain('نتائج البحث');
    expect(page.root).toContain(`href="/ar/products/${HIT._id}"`);
    expect(page.root).toContain('action="/ar/search"');
    expect(page.root).toContain('349.00 ج.م');
  });
});
