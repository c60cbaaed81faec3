import { forwardHeaders, stripResponseHeaders } from './forward-headers';

describe('forwardHeaders', () => {
  const facts = {
    requestId: 'req-1',
    clientIp: '203.0.113.9',
    protocol: 'http',
    host: 'localhost:8080',
    traced: false,
  };

  it('when the caller sends x-user-* or forwarding headers, then they are dropped and the gateway sets its own', () => {
    const headers = forwardHeaders(
      {
        'x-user-id': 'admin',
        'x-user-role': 'admin',
        'x-forwarded-for': '1.2.3.4',
        forwarded: 'for=1.2.3.4',
        authorization: 'Bearer t',
        cookie: 'authToken=t',
        'content-type': 'application/json',
      },
      facts,
    );
    expect(headers).toEqual({
      authorization: 'Bearer t',
      cookie: 'authToken=t',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost:8080',
    });
  });

  it('when the request carries hop-by-hop headers, then they stay on the client connection', () => {
    const headers = forwardHeaders(
      {
        host: 'localhost:8080',
        connection: 'keep-alive, x-secret',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'content-length': '12',
        expect: '100-continue',
        upgrade: 'websocket',
        te: 'trailers',
        'x-secret': 'named by Connection',
        accept: 'application/json',
      },
      facts,
    );
    expect(Object.keys(headers).sort()).toEqual(
      ['accept', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id'].sort(),
    );
  });

  it('when the caller sends a trace context and no tracer runs, then it passes through untouched', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(forwardHeaders({ traceparent, tracestate: 'a=1' }, facts)).toMatchObject({
      traceparent,
      tracestate: 'a=1',
    });
  });

  it("when the gateway traces the request, then the caller's trace context is left for undici's instrumentation to replace", () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const headers = forwardHeaders({ traceparent, tracestate: 'a=1' }, { ...facts, traced: true });
    expect(headers).not.toHaveProperty('traceparent');
    expect(headers).not.toHaveProperty('tracestate');
  });
});

describe('stripResponseHeaders', () => {
  it('when the upstream answers with x-powered-by or server, then they are removed', () => {
    expect(
      stripResponseHeaders({ 'x-powered-by': 'x', server: 'y', 'content-type': 'application/json' }),
    ).toEqual({
      'content-type': 'application/json',
    });
  });

  it('when the upstream answers with hop-by-hop headers, then they do not reach the client', () => {
    expect(
      stripResponseHeaders({
        connection: 'keep-alive, x-internal',
        'keep-alive': 'timeout=72',
        'transfer-encoding': 'chunked',
        'x-internal': '1',
        'set-cookie': ['a=1', 'b=2'],
        'content-length': '2',
      }),
    ).toEqual({ 'set-cookie': ['a=1', 'b=2'], 'content-length': '2' });
  });
});
