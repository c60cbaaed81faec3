import { createApp, infrastructurePlugin, testing } from '../src';

const { uniqueName, testAmqpUrl, testMongoUrl } = testing;

describe('infrastructure plugin', () => {
  async function build(amqpUrl: string) {
    const app = createApp({ name: 'test', logLevel: 'silent' });
    await app.register(infrastructurePlugin, {
      mongoUrl: testMongoUrl,
      dbName: uniqueName('kit_infra'),
      amqpUrl,
      exchange: uniqueName('test.events'),
    });
    await app.ready();
    return app;
  }

  it('when MongoDB and RabbitMQ answer, then /readyz says ready', async () => {
    const app = await build(testAmqpUrl);
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', dependencies: { mongodb: 'up', rabbitmq: 'up' } });
    } finally {
      await app.db.dropDatabase();
      await app.close();
    }
  });

  it('when the broker is missing, then /readyz reports rabbitmq down and the app still serves', async () => {
    const app = await build('amqp://guest:guest@127.0.0.1:1');
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ dependencies: { mongodb: 'up', rabbitmq: 'down' } });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.db.dropDatabase();
      await app.close();
    }
  });
});
