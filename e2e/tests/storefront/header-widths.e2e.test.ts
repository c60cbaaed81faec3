import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../../support/browser';

/*
 * The top bar from the smallest phone to a wide desktop, in both languages. Once, from 960 to about 1,400 px the
 * bar held more than it could: the logo and name shrank to nothing and, at 1024 px, the cart button sat past the
 * screen's edge; at 390 px the name was cut to "Glo". Now every control stays on screen, the logo shows whole
 * and the shop's name shows whole or not at all, while it stays the home link's accessible name.
 */
const WIDTHS = [320, 390, 599, 600, 1024, 1279, 1280, 1366, 1920];

interface Bar {
  /** the link's text ends with the whole name, which is what a screen reader says */
  namedByName: boolean;
  logoWidth: number;
  nameShown: 'whole' | 'hidden' | 'cut';
  /** the bar's visible parts that reach past the screen's edges, as "tag.class" */
  offScreen: string[];
  cartOnScreen: boolean;
}

async function barAt(page: Page, width: number, path: string): Promise<Bar> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  const cart = page.getByRole('button', { name: /^(Open cart|افتح السلة)$/ });
  await cart.waitFor();
  const cartBox = await cart.boundingBox();
  const home = page.getByRole('navigation').first().getByRole('link').first();
  const seen = await home.evaluate((link) => {
    const logo = link.children[0] as HTMLElement;
    const name = link.children[1] as HTMLElement;
    const linkBox = link.getBoundingClientRect();
    const nameBox = name.getBoundingClientRect();
    const hidden = nameBox.width <= 1 && nameBox.height <= 1;
    const whole = name.scrollWidth <= name.clientWidth && nameBox.right <= linkBox.right + 0.5;
    const bar = link.parentElement as HTMLElement;
    const offScreen = Array.from(bar.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return {
      namedByName:
        (name.textContent ?? '').length > 3 && (link.textContent ?? '').endsWith(name.textContent ?? ''),
      logoWidth: Math.round(logo.getBoundingClientRect().width),
      nameShown: hidden ? ('hidden' as const) : whole ? ('whole' as const) : ('cut' as const),
      offScreen,
    };
  });
  const cartOnScreen = !!cartBox && cartBox.x >= 0 && cartBox.x + cartBox.width <= width + 0.5;
  return { ...seen, cartOnScreen };
}

describe('the top bar at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['English', '/login'],
    ['Arabic', '/ar/login'],
  ])(
    'when the %s bar is laid out from 320 to 1920 px, then every control is on screen, the logo whole and the name whole or not at all',
    async (_language, path) => {
      const { context, page } = await newPage(browser);
      try {
        const seen: Record<number, Bar> = {};
        for (const width of WIDTHS) seen[width] = await barAt(page, width, path);
        for (const width of WIDTHS) {
          expect({ width, ...seen[width] }).toEqual({
            width,
            namedByName: true,
            logoWidth: 34,
            nameShown: expect.stringMatching(/^(whole|hidden)$/),
            offScreen: [],
            cartOnScreen: true,
          });
        }
        // a phone keeps the name as the link's name only; from 600 px it is shown
        expect([390, 600, 1024, 1280, 1366].map((width) => seen[width]?.nameShown)).toEqual([
          'hidden',
          'whole',
          'whole',
          'whole',
          'whole',
        ]);
      } finally {
        await context.close();
      }
    },
  );
});
