import amqp from 'amqplib';
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import pino from 'pino';
import {
  EventBus,
  deadLetterExchange,
  deadLetterQueue,
  testing,
  type EventEnvelope,
} from '@shop/service-kit';
import {
  AUDIT_RECORDED,
  AuditRecordedEvent,
  USER_DELETED,
  USER_REGISTERED,
  USER_UPDATED,
  UserDeletedEvent,
  UserRegisteredEvent,
  UserUpdatedEvent,
} from '@shop/contracts';
import type { IdentityEnv } from '../../src/env';
import { outboxDrained as drained, testEnvOf } from '@shop/testing';

export { authCookie, buildSignup } from '@shop/testing';
import { identityService } from '../../src/app';

const { uniqueName } = testing;

/** An env for one test file: its own database and exchange, seeding off, small login limits. */
export function buildIdentityEnv(overrides: Partial<Record<keyof IdentityEnv, string>> = {}): IdentityEnv {
  return testEnvOf(identityService, {
    SEED_DEMO_DATA: 'false',
    KEY_ENCRYPTION_SECRET: 'test-key-encryption-secret',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    ...overrides,
  });
}

export async function startIdentity(env: IdentityEnv): Promise<FastifyInstance> {
  const app = await identityService.buildApp(env);
  await app.ready();
  return app;
}

/** Collects every event published on the test exchange, straight from the broker. */
export async function recordEvents(
  env: IdentityEnv,
): Promise<{ events: EventEnvelope[]; close(): Promise<void> }> {
  const queue = uniqueName('test.identity-events');
  const bus = new EventBus({
    url: env.AMQP_URL,
    exchange: env.EVENTS_EXCHANGE,
    logger: pino({ level: 'silent' }),
  });
  await bus.start();
  const events: EventEnvelope[] = [];
  const handle = async (event: EventEnvelope) => void events.push(event);
  await bus.subscribe({
    queue,
    handlers: {
      [USER_REGISTERED]: { schema: UserRegisteredEvent, handle },
      [USER_UPDATED]: { schema: UserUpdatedEvent, handle },
      [USER_DELETED]: { schema: UserDeletedEvent, handle },
      [AUDIT_RECORDED]: { schema: AuditRecordedEvent, handle },
    },
  });
  return {
    events,
    close: async () => {
      await bus.close();
      await deleteQueue(env, queue);
    },
  };
}

async function deleteQueue(env: IdentityEnv, queue: string): Promise<void> {
  const connection = await amqp.connect(env.AMQP_URL);
  try {
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
    await channel.deleteExchange(env.EVENTS_EXCHANGE);
    await channel.deleteExchange(deadLetterExchange(env.EVENTS_EXCHANGE));
  } finally {
    await connection.close();
  }
}

/**
 * Waits until the relay has published a user's pending events. FerretDB 1.24 applies concurrent updates of one
 * document read-modify-write without isolation, so a test's next write must not race the relay's write.
 */
export async function outboxDrained(app: FastifyInstance, userId: string): Promise<void> {
  await drained(app.db, 'users', new ObjectId(userId));
}
