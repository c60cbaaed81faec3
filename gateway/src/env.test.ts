import { loadGatewayEnv } from './env';

describe('gateway env', () => {
  it('when nothing is said about tracing, then it is on', () => {
    expect(loadGatewayEnv({}).OTEL_SDK_DISABLED).toBe(false);
  });

  it('when OTEL_SDK_DISABLED is true, then tracing is off', () => {
    expect(loadGatewayEnv({ OTEL_SDK_DISABLED: 'true' }).OTEL_SDK_DISABLED).toBe(true);
  });
});
