import { loadGatewayEnv, urlList } from './env';

describe('gateway env', () => {
  it('when nothing is said about tracing, then it is on', () => {
    expect(loadGatewayEnv({}).OTEL_SDK_DISABLED).toBe(false);
  });

  it('when OTEL_SDK_DISABLED is true, then tracing is off', () => {
    expect(loadGatewayEnv({ OTEL_SDK_DISABLED: 'true' }).OTEL_SDK_DISABLED).toBe(true);
  });
});

describe('gateway env: service URLs', () => {
  it('when a service URL names several replicas, then the list is accepted and read entry by entry', () => {
    const env = loadGatewayEnv({ ORDER_URL: 'http://127.0.0.1:4004, http://127.0.0.1:4104' });
    expect(urlList(env.ORDER_URL)).toEqual(['http://127.0.0.1:4004', 'http://127.0.0.1:4104']);
  });

  it('when an entry of the list is not a URL, then loading the env fails', () => {
    expect(() => loadGatewayEnv({ ORDER_URL: 'http://127.0.0.1:4004,not a url' })).toThrow();
  });
});
