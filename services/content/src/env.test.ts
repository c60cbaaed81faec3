import { EnvError } from '@shop/service-kit';
import { loadContentEnv } from './env';

describe('loadContentEnv', () => {
  it('when nothing is set, then the service runs on 4006 with database content and seeds demo data', () => {
    expect(loadContentEnv({})).toMatchObject({ PORT: 4006, MONGO_DB: 'content', SEED_DEMO_DATA: true });
  });

  it('when SEED_DEMO_DATA is false, then no demo data is seeded', () => {
    expect(loadContentEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadContentEnv({ PORT: 'eighty', SEED_DEMO_DATA: 'maybe' })).toThrow(EnvError);
    expect(() => loadContentEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadContentEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
