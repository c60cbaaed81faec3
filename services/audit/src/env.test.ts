import { EnvError, loadEnv } from '@shop/service-kit';
import { auditEnvSchema } from './env';

describe('the audit env', () => {
  it('when nothing is set, then the service runs on 4007 with database audit', () => {
    expect(loadEnv(auditEnvSchema, {})).toMatchObject({ PORT: 4007, MONGO_DB: 'audit' });
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadEnv(auditEnvSchema, { PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv(auditEnvSchema, { PORT: 'eighty' })).toThrow(/PORT/);
  });
});
