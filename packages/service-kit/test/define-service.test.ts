import { z } from 'zod';
import { defineService, serviceAuthEnvShape, serviceEnvSchema, testing, type Worker } from '../src';

const { uniqueName, testAmqpUrl, testMongoUrl } = testing;

/** A service of the kit's making that writes down, in order, each step the kit runs for it. */
function recordingService(steps: string[]) {
  const worker = (name: string): Worker => ({
    start: () => void steps.push(`start ${name}`),
    stop: () => void steps.push(`stop ${name}`),
  });
  return defineService({
    name: 'kit-test',
    env: serviceEnvSchema('kit-test', 4999, {
      ...serviceAuthEnvShape('kit-test'),
      SEED_DEMO_DATA: z.stringbool().default(false),
    }),
    queues: { work: 'kit-test.work' },
    auth: 'service',
    deps: ({ clock }) => {
      steps.push('deps');
      return { clock, worked: worker('first'), later: worker('second') };
    },
    routes: (app, { clock }) => {
      steps.push('routes');
      app.get('/api/now', async () => ({ now: clock().toISOString() }));
    },
    seed: async () => void steps.push('seed'),
    prepare: async () => void steps.push('prepare'),
    subscriptions: ({ queue }) => {
      steps.push(`subscriptions ${queue('kit-test.work')}`);
      return [];
    },
    workers: ({ worked, later }) => [worked, later],
    close: () => void steps.push('close'),
  });
}

describe('defineService', () => {
  it('when a service is built, started and closed, then the kit runs its steps in one order', async () => {
    const steps: string[] = [];
    const service = recordingService(steps);
    const tokens = await testing.createTestTokens();
    const env = service.envSchema.parse({
      MONGO_URL: testMongoUrl,
      MONGO_DB: uniqueName('kit_define'),
      AMQP_URL: testAmqpUrl,
      EVENTS_EXCHANGE: uniqueName('test.events'),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
    });
    const fixed = new Date('2026-05-01T10:00:00Z');
    const app = await service.buildApp(env, {
      verifyToken: tokens.verify,
      queuePrefix: 'p1.',
      clock: () => fixed,
    });
    expect(steps).toEqual(['deps', 'routes', 'seed']);
    await app.ready();
    try {
      expect(steps.slice(3)).toEqual([
        'prepare',
        'subscriptions p1.kit-test.work',
        'start first',
        'start second',
      ]);
      expect((await app.inject('/api/now')).json()).toEqual({ now: fixed.toISOString() });
      expect(service.queueNames(env)).toEqual(['kit-test.work', 'kit-test.token-versions']);
    } finally {
      await app.db.dropDatabase();
      await app.close();
      await testing.deleteBrokerObjects([], env.EVENTS_EXCHANGE);
    }
    expect(steps.slice(7)).toEqual(['stop second', 'stop first', 'close']);
  });

  it('when the env asks for no demo data, then the seed does not run', async () => {
    const steps: string[] = [];
    const service = recordingService(steps);
    const env = service.loadEnv({
      MONGO_URL: testMongoUrl,
      MONGO_DB: uniqueName('kit_define'),
      AMQP_URL: testAmqpUrl,
      EVENTS_EXCHANGE: uniqueName('test.events'),
      LOG_LEVEL: 'silent',
    });
    const app = await service.buildApp(env, { verifyToken: (await testing.createTestTokens()).verify });
    try {
      expect(steps).toEqual(['deps', 'routes']);
      expect(env).toMatchObject({ PORT: 4999, MONGO_DB: env.MONGO_DB, HOST: '127.0.0.1' });
    } finally {
      await app.db.dropDatabase();
      await app.close();
    }
  });
});
