import { EnvError, loadEnv } from '@shop/service-kit';
import { analyticsEnvSchema } from './env';

describe('the analytics env', () => {
  it('when nothing is set, then the service runs on 4009 with database analytics on Cairo days', () => {
    expect(loadEnv(analyticsEnvSchema, {})).toMatchObject({
      PORT: 4009,
      MONGO_DB: 'analytics',
      REPORT_TIME_ZONE: 'Africa/Cairo',
      TOKEN_VERSIONS_QUEUE: 'analytics.token-versions',
    });
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadEnv(analyticsEnvSchema, { REPORT_TIME_ZONE: 'Africa/Atlantis' })).toThrow(EnvError);
    expect(() => loadEnv(analyticsEnvSchema, { REPORT_TIME_ZONE: 'Africa/Atlantis' })).toThrow(/REPORT_TIME_ZONE/);
    expect(() => loadEnv(analyticsEnvSchema, { PORT: 'eighty' })).toThrow(/PORT/);
  });
});
