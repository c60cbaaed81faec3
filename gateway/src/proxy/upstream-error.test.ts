import { upstreamFailure } from './upstream-error';

const wrapped = (code: string) =>
  Object.assign(new Error('wrapped'), {
    code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
    cause: Object.assign(new Error('x'), { code }),
  });

describe('upstreamFailure', () => {
  it('when the service refuses connections, then 503 naming it', () => {
    expect(upstreamFailure('catalog', wrapped('ECONNREFUSED'))).toEqual({
      status: 503,
      body: {
        error: 'The catalog service is unavailable, please try again later',
        code: 'SERVICE_UNAVAILABLE',
      },
    });
  });

  it('when the service is too slow, then 504', () => {
    expect(upstreamFailure('order', wrapped('UND_ERR_HEADERS_TIMEOUT')).status).toBe(504);
    expect(upstreamFailure('order', { code: 'FST_REPLY_FROM_GATEWAY_TIMEOUT' }).status).toBe(504);
  });

  it('when anything else breaks, then 502', () => {
    expect(upstreamFailure('promo', wrapped('ECONNRESET')).status).toBe(502);
    expect(upstreamFailure('promo', new Error('?')).status).toBe(502);
  });
});
