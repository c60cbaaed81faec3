import { RemoveFromCartQuery, UpdateCartBody } from '@shop/contracts';
import { httpCartApi } from './cart-api';

const SESSION = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const line = { productId: 'f'.repeat(24), selectedOptions: [{ name: 'Color', value: 'Ruby Red' }, { name: 'Color', value: 'Rose Nude' }] };

function recordingFetch() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ cart: { items: [] }, sessionId: SESSION }), { status: 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('the cart calls of one line', () => {
  it('when a quantity is set, then the body names the line by its options, as the cart contract reads it', async () => {
    const { impl, calls } = recordingFetch();
    await httpCartApi(impl).update(SESSION, line, 4);
    expect(calls[0]?.url).toBe('/api/cart/update');
    expect(calls[0]?.init.method).toBe('PUT');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(UpdateCartBody.parse(body)).toEqual({ sessionId: SESSION, productId: line.productId, quantity: 4, selectedOptions: line.selectedOptions });
  });

  it('when a line is removed, then its options travel as JSON in the query', async () => {
    const { impl, calls } = recordingFetch();
    await httpCartApi(impl).remove(SESSION, line);
    const url = new URL(calls[0]?.url ?? '', 'http://shop.test');
    expect(url.pathname).toBe(`/api/cart/remove/${line.productId}`);
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(RemoveFromCartQuery.parse(Object.fromEntries(url.searchParams))).toEqual({ sessionId: SESSION, selectedOptions: line.selectedOptions });
  });

  it('when no session is stored yet, then the read asks without one (the server makes it)', async () => {
    const { impl, calls } = recordingFetch();
    await httpCartApi(impl).read(undefined);
    await httpCartApi(impl).read(SESSION);
    expect(calls.map((call) => call.url)).toEqual(['/api/cart', `/api/cart?sessionId=${SESSION}`]);
  });
});
