import { apiFetch } from './api-fetch';
import { ApiError, errorMessage } from './api-error';

function fakeFetch(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('apiFetch', () => {
  it('when the call succeeds, then it prefixes /api, sends cookies and JSON, and answers the body', async () => {
    const { impl, calls } = fakeFetch(200, '{"user":{"_id":"1"}}');

    const answer = await apiFetch<{ user: { _id: string } }>('/auth/login', {
      method: 'POST',
      json: { email: 'a@b.co', password: 'x' },
      fetchImpl: impl,
    });

    expect(answer).toEqual({ user: { _id: '1' } });
    expect(calls[0]?.url).toBe('/api/auth/login');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('when the server answers the error shape, then the ApiError carries its message and code', async () => {
    const { impl } = fakeFetch(401, '{"error":"Invalid email or password","code":"UNAUTHORIZED"}');

    const failure = await apiFetch('/auth/login', { method: 'POST', json: {}, fetchImpl: impl }).catch((e) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid email or password', fromServer: true });
    expect(errorMessage(failure, 'Login failed. Please try again.')).toBe('Invalid email or password');
  });

  it('when the error body is not the JSON shape, then the message names the status and screens use their fallback', async () => {
    const { impl } = fakeFetch(502, '<html>Bad gateway</html>');

    const failure = await apiFetch('/cart/update', { method: 'PUT', json: {}, fetchImpl: impl }).catch((e) => e);

    expect(failure).toMatchObject({ status: 502, message: 'Request failed with status 502', fromServer: false });
    expect(errorMessage(failure, 'Failed to add item to cart. Please try again later.')).toBe(
      'Failed to add item to cart. Please try again later.',
    );
  });

  it('when the network fails, then it is an ApiError with status 0', async () => {
    const impl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;

    await expect(apiFetch('/products', { fetchImpl: impl })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('when the answer is empty (204), then it resolves undefined', async () => {
    const impl = (async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
    await expect(apiFetch('/review/1', { method: 'DELETE', fetchImpl: impl })).resolves.toBeUndefined();
  });
});
