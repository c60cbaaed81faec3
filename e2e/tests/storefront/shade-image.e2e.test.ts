import { ADMIN, api, loginCookie } from '../../support/api';
import { uploadPhoto } from '../../support/photos';
import { useBrowser } from './storefront-support';

// Issue 33 item 5 (decision 032) on a 390 × 844 phone: a shade with an image of its own. Choosing it brings its
// image into the product page's gallery, and the cart line added with it shows that image.

interface Listed {
  _id: string;
  title: string;
  availability: boolean;
  isBundle: boolean;
  options: Array<{
    name: string;
    values: Array<{ label: string; hex?: string; stock: number; image?: string }>;
  }>;
}

const PHONE = { width: 390, height: 844 };

describe("a shade's own image on a phone", () => {
  const browser = useBrowser(PHONE);
  let cookie: string;
  let product: Listed;
  let shade: string;
  let imageId: string;

  beforeAll(async () => {
    cookie = await loginCookie(ADMIN.email, ADMIN.password);
    const products = (await api<{ data: Listed[] }>('/products')).body.data;
    const found = products.find((p) => {
      const colors = p.options.find((o) => o.name === 'Color');
      return (
        p.availability &&
        !p.isBundle &&
        p.options.length === 1 &&
        colors &&
        colors.values.filter((v) => v.stock > 0).length > 1
      );
    });
    if (!found) throw new Error('the demo catalogue has no single product with two colours in stock');
    product = found;
    const colors = product.options[0]!;
    shade = colors.values.filter((v) => v.stock > 0)[1]!.label;
    imageId = await uploadPhoto(product._id, cookie, { alt: 'The shade on the lips' });
    const options = [
      { ...colors, values: colors.values.map((v) => (v.label === shade ? { ...v, image: imageId } : v)) },
    ];
    const saved = await api(`/products/${product._id}`, { method: 'PUT', cookie, body: { options } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    // the shade falls back to the main image and the upload (and its renditions) go: the demo shop as it was
    if (imageId) await api(`/products/${product._id}/images/${imageId}`, { method: 'DELETE', cookie });
  });

  it('when the shade is chosen, then the gallery shows its image, and the cart line added with it shows it too', async () => {
    const page = browser.page();
    const path = `/api/images/${imageId}`;
    await page.goto(`/products/${product._id}`);
    await page.getByRole('heading', { name: product.title }).waitFor();
    const active = page.locator('[aria-roledescription="slide"][data-active="true"] img');
    expect(await active.getAttribute('src')).not.toBe(path);

    await page.locator('label', { hasText: shade }).click();
    // the slide and its words arrive together once the page holds the product as saved (src and alt both)
    await page.waitForFunction((src) => {
      const img = document.querySelector('[aria-roledescription="slide"][data-active="true"] img');
      return img?.getAttribute('src') === src && img.getAttribute('alt') === 'The shade on the lips';
    }, path);
    expect(await active.getAttribute('alt')).toBe('The shade on the lips');
    // the slide drawn is the one in view: the track scrolled (smoothly) to it
    await page.waitForFunction((src) => {
      const img = Array.from(document.querySelectorAll('[aria-roledescription="slide"] img')).find(
        (i) => i.getAttribute('src') === src,
      );
      const box = img?.getBoundingClientRect();
      return box !== undefined && box.left >= -1 && box.right <= window.innerWidth + 1;
    }, path);

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.locator('[data-cart-count="1"]').waitFor();
    await page.getByRole('button', { name: 'Open cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const line = drawer.locator('[data-line]');
    await line.waitFor();
    expect(await line.locator('img').getAttribute('src')).toBe(path);
  });
});
