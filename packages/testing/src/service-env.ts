import { testing } from '@shop/service-kit';

/**
 * A service's env for one test file: a database of its own (a fresh name), its own exchange unless given, the
 * shared servers, silent logs (TEST_LOG_LEVEL to see them), then `more`.
 */
export function testEnvOf<Env>(
  service: { name: string; envSchema: { parse(input: unknown): Env } },
  more: Record<string, string | undefined> = {},
): Env {
  return service.envSchema.parse({
    MONGO_URL: testing.testMongoUrl,
    MONGO_DB: testing.uniqueName(service.name),
    AMQP_URL: testing.testAmqpUrl,
    EVENTS_EXCHANGE: testing.uniqueName('test.events'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...more,
  });
}
