import { EnvError } from '@shop/service-kit';
import { loadAuditEnv } from './env';

describe('loadAuditEnv', () => {
  it('when nothing is set, then the service runs on 4007 with database audit', () => {
    expect(loadAuditEnv({})).toMatchObject({ PORT: 4007, MONGO_DB: 'audit' });
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadAuditEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadAuditEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
