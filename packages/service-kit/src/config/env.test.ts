import { z } from 'zod';
import { EnvError, baseEnvSchema, loadEnv, mongoEnvSchema } from './env';

describe('loadEnv', () => {
  const schema = baseEnvSchema.extend(mongoEnvSchema.shape).extend({ PORT: z.coerce.number().int().positive() });

  it('when every variable is valid, then it answers the typed values with defaults filled in', () => {
    const env = loadEnv(schema, { PORT: '4002' });
    expect(env).toMatchObject({ PORT: 4002, HOST: '127.0.0.1', MONGO_URL: 'mongodb://127.0.0.1:27017' });
  });

  it('when variables are missing or malformed, then it fails naming each of them', () => {
    expect(() => loadEnv(schema, { MONGO_URL: 'postgres://x', LOG_LEVEL: 'loud' })).toThrow(EnvError);
    try {
      loadEnv(schema, { MONGO_URL: 'postgres://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/MONGO_URL/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });
});
