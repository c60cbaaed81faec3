import fs from 'node:fs';
import path from 'node:path';
import { STOREFRONT_ROUTES } from '@shop/contracts/storefront-routes';
import { wordsFor } from './words';

type Catalogue = { [key: string]: string | Catalogue };
const read = (file: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, file), 'utf8')) as Catalogue;

function leaves(catalogue: Catalogue, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

function at(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe("the render server's words", () => {
  it.each(['en', 'ar'])(
    "when the server paints a page in %s, then every word is the storefront or shell catalogue's own",
    (language) => {
      const server = read(`./${language}.json`);
      // each app's core catalogue and its pages' part (decision 024: the words split by where they are needed)
      const catalogues = [
        `../../../src/i18n/${language}.json`,
        `../../../src/i18n/pages.${language}.json`,
        `../../../../shell/src/i18n/${language}.json`,
        `../../../../shell/src/i18n/pages.${language}.json`,
      ].map(read);
      const textOf = (key: string) => catalogues.map((catalogue) => at(catalogue, key)).find((text) => text !== undefined);
      const different = leaves(server)
        .filter(([key]) => !key.startsWith('server.'))
        .filter(([key, text]) => textOf(key) !== text)
        .map(([key]) => key);
      expect(different).toEqual([]);
    },
  );

  it('when both languages are read, then they have the same keys', () => {
    const keys = (language: string) =>
      leaves(read(`./${language}.json`))
        .map(([key]) => key.replace(/\.(zero|one|two|few|many|other)$/, ''))
        .filter((k, i, all) => all.indexOf(k) === i)
        .sort();
    expect(keys('ar')).toEqual(keys('en'));
  });

  it.each(['en', 'ar'])(
    'when a titled route is painted in %s, then its title is in the catalogue (a missing key paints an empty <title>)',
    (language) => {
      const titles = read(`./${language}.json`).titles as Catalogue;
      const missing = STOREFRONT_ROUTES.filter(
        (route) => route.title && typeof titles[route.pattern] !== 'string',
      ).map((route) => route.pattern);
      expect(missing).toEqual([]);
    },
  );

  it('when Arabic counts, prices and links are written, then the plural form, the pound and /ar', () => {
    const ar = wordsFor('ar');
    expect(ar.plural('product.reviews', 3)).toBe('3 تقييمات');
    expect(ar.plural('product.reviews', 1)).toBe('تقييم واحد');
    expect(ar.price(349)).toBe('349.00 ج.م');
    expect(ar.href('/our-collection')).toBe('/ar/our-collection');
    expect(ar.href('/')).toBe('/ar');
    const en = wordsFor('en');
    expect(en.plural('product.reviews', 1)).toBe('1 review');
    expect(en.price(349)).toBe('349.00 EGP');
    expect(en.href('/our-collection')).toBe('/our-collection');
  });
});
