import { EnvError, loadEnv } from '@shop/service-kit';
import { contentEnvSchema } from './env';

describe('the content env', () => {
  it('when nothing is set, then the service runs on 4006 with database content and seeds demo data', () => {
    expect(loadEnv(contentEnvSchema, {})).toMatchObject({ PORT: 4006, MONGO_DB: 'content', SEED_DEMO_DATA: true });
  });

  it('when SEED_DEMO_DATA is false, then no demo data is seeded', () => {
    expect(loadEnv(contentEnvSchema, { SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadEnv(contentEnvSchema, { PORT: 'eighty', SEED_DEMO_DATA: 'maybe' })).toThrow(EnvError);
    expect(() => loadEnv(contentEnvSchema, { PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv(contentEnvSchema, { SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
