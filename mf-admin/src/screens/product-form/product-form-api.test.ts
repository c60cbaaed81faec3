import { PRODUCT_ID_REQUIRED, updateProduct } from './product-form-api';

describe('product form calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('when an update has no product id, then it fails with Product ID is required before any request', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    await expect(updateProduct(undefined, { title: 'x' })).rejects.toThrow(PRODUCT_ID_REQUIRED);
    await expect(updateProduct('', new FormData())).rejects.toThrow('Product ID is required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
