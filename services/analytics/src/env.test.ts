import { EnvError } from '@shop/service-kit';
import { loadAnalyticsEnv } from './env';

describe('loadAnalyticsEnv', () => {
  it('when nothing is set, then the service runs on 4009 with database analytics on Cairo days', () => {
    expect(loadAnalyticsEnv({})).toMatchObject({
      PORT: 4009,
      MONGO_DB: 'analytics',
      REPORT_TIME_ZONE: 'Africa/Cairo',
      TOKEN_VERSIONS_QUEUE: 'analytics.token-versions',
    });
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadAnalyticsEnv({ REPORT_TIME_ZONE: 'Africa/Atlantis' })).toThrow(EnvError);
    expect(() => loadAnalyticsEnv({ REPORT_TIME_ZONE: 'Africa/Atlantis' })).toThrow(/REPORT_TIME_ZONE/);
    expect(() => loadAnalyticsEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
