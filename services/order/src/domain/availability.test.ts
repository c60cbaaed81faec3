import type { CatalogQuoteLine, CatalogQuoteProduct } from '@shop/contracts';
import { OutOfStockError } from '@shop/service-kit';
import { requireAvailable } from './availability';

const product = (title: string) => ({ _id: '64b000000000000000000001', title }) as CatalogQuoteProduct;
const line = (overrides: Partial<CatalogQuoteLine>): CatalogQuoteLine => ({
  productId: '64b000000000000000000001',
  product: product('Rose Lipstick'),
  available: true,
  problems: [],
  ...overrides,
});

function refusal(lines: CatalogQuoteLine[]): OutOfStockError {
  try {
    requireAvailable(lines);
  } catch (error) {
    if (error instanceof OutOfStockError) return error;
    throw error;
  }
  throw new Error('expected the lines to be refused');
}

describe('requireAvailable', () => {
  it('when every line is available, then the lines come back as they are', () => {
    const lines = [line({}), line({ product: product('Kohl') })];
    expect(requireAvailable(lines)).toBe(lines);
  });

  it("when lines are refused, then one 409 carries the catalog's sentences once each, in order", () => {
    const error = refusal([
      line({ available: false, problems: ['Only 2 left of Rose Lipstick (Color: Ruby).'] }),
      line({}),
      line({
        available: false,
        problems: ['Velvet Matte Lipstick is sold out', 'Only 2 left of Rose Lipstick (Color: Ruby)'],
      }),
    ]);
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.message).toBe(
      'Only 2 left of Rose Lipstick (Color: Ruby). Velvet Matte Lipstick is sold out',
    );
    expect(error.details).toHaveLength(2);
  });

  it('when the catalog gives no reason, then the product is named, or a generic line when it is unknown', () => {
    expect(refusal([line({ available: false })]).message).toBe('Rose Lipstick is no longer available');
    expect(refusal([line({ product: null, available: false })]).message).toBe(
      'A product in your cart is no longer available',
    );
  });

  it('when a line has no product but claims to be available, then it is refused all the same', () => {
    expect(refusal([line({ product: null })]).code).toBe('OUT_OF_STOCK');
  });
});
