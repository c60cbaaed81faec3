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

import { authCookie, buildSignup } from '@shop/testing';

export { authCookie, buildSignup };
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

/** An account a test signed up: what it sent, what the service answered, and its token. */
export interface TestAccount {
  body: ReturnType<typeof buildSignup>;
  user: { _id: string; email: string } & Record<string, unknown>;
  token: string;
}

/** The identity service for the tests of one `describe`, with a recorder of what it publishes. */
export interface IdentityTestBed {
  env: IdentityEnv;
  app: FastifyInstance;
  recorder: Awaited<ReturnType<typeof recordEvents>>;
  /**
   * Signs a new account up and waits for the relay to publish its event; `admin` makes it an admin and signs in
   * again, so its token carries the role.
   */
  signup(overrides?: Parameters<typeof buildSignup>[0], options?: { admin?: boolean }): Promise<TestAccount>;
  /** Waits until an event of `type` whose data holds `data` is published. */
  published(type: string, data: Record<string, unknown>): Promise<void>;
}

/**
 * Starts the service before the tests of the `describe` that calls it (its env from `overrides`, read then, so an
 * earlier `beforeAll` may supply them) and closes it, its database and the recorder after them.
 */
export function identityTestBed(
  overrides: () => Partial<Record<keyof IdentityEnv, string>> = () => ({}),
): IdentityTestBed {
  const bed = {} as IdentityTestBed;
  beforeAll(async () => {
    bed.env = buildIdentityEnv(overrides());
    bed.recorder = await recordEvents(bed.env);
    bed.app = await startIdentity(bed.env);
  });
  afterAll(async () => {
    await bed.app.db.dropDatabase();
    await bed.app.close();
    await bed.recorder.close();
  });
  bed.signup = async (signupOverrides = {}, { admin = false } = {}) => {
    const { app } = bed;
    const body = buildSignup(signupOverrides);
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json().user as TestAccount['user'];
    await outboxDrained(app, user._id);
    if (!admin) return { body, user, token: authCookie(res.headers['set-cookie']) };
    await app.db.collection('users').updateOne({ email: body.email }, { $set: { is_admin: true } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    return { body, user, token: authCookie(login.headers['set-cookie']) };
  };
  bed.published = (type, data) =>
    testing.eventually(() =>
      expect(bed.recorder.events).toContainEqual(
        expect.objectContaining({ type, data: expect.objectContaining(data) }),
      ),
    );
  return bed;
}
