import { forwardHeaders, stripResponseHeaders } from './forward-headers';

describe('forwardHeaders', () => {
  const facts = {
    requestId: 'req-1',
    clientIp: '203.0.113.9',
    protocol: 'http',
    host: 'localhost:8080',
    span: undefined,
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

  it('when the upstream answers with x-powered-by or server, then they are removed', () => {
    expect(
      stripResponseHeaders({ 'x-powered-by': 'x', server: 'y', 'content-type': 'application/json' }),
    ).toEqual({
      'content-type': 'application/json',
    });
  });
});
