import { fetchAuditLog } from './audit-api';

describe('audit log calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('when a page is fetched, then GET /api/audit carries the filters and the answer comes back as sent', async () => {
    const answer = { entries: [], total: 0, page: 2, limit: 20 };
    const fetchSpy = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;

    await expect(fetchAuditLog({ service: 'promo', resource: 'promo' }, 2, 20)).resolves.toEqual(answer);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/audit?service=promo&resource=promo&page=2&limit=20');
    expect(init.method ?? 'GET').toBe('GET');
  });

  it('when the server refuses (a customer), then the call fails with its message', async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ error: 'Admin access required', code: 'FORBIDDEN' }), {
        status: 403,
      })) as unknown as typeof fetch;
    await expect(fetchAuditLog({ service: 'all', resource: '' }, 1, 20)).rejects.toThrow(
      'Admin access required',
    );
  });
});
