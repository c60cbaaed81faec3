import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { request } from 'undici';
import type { User } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { buildApp as buildIdentityApp } from '../../../services/identity/src/app';
import { identityEnvSchema } from '../../../services/identity/src/env';
import { buildGatewayApp } from '../../src/app';
import { gatewayEnvSchema, type GatewayEnv } from '../../src/env';

const { uniqueName, testMongoUrl, testAmqpUrl } = testing;

export const ORIGIN = 'http://localhost:8080';

export interface Stack {
  gateway: FastifyInstance;
  identity: FastifyInstance;
  gatewayUrl: string;
  identityUrl: string;
  env: GatewayEnv;
  close(): Promise<void>;
}

/** A port nothing listens on: the "down" upstream of every service that is not started. */
export async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface StackOptions {
  gatewayEnv?: Record<string, string>;
  identityEnv?: Record<string, string>;
}

/**
 * identity for real (own database, own exchange) and the gateway in front of it, both listening on random
 * ports; every other service points at a closed port unless the test says otherwise.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const exchange = uniqueName('test.events');
  const queue = uniqueName('gateway.token-versions');
  const identity = await buildIdentityApp(
    identityEnvSchema.parse({
      MONGO_URL: testMongoUrl,
      AMQP_URL: testAmqpUrl,
      MONGO_DB: uniqueName('identity'),
      EVENTS_EXCHANGE: exchange,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: 'admin@shop.test',
      ADMIN_PASSWORD: 'Admin-Password-1',
      DEMO_CUSTOMER_EMAIL: 'customer@shop.test',
      DEMO_CUSTOMER_PASSWORD: 'Customer-Password-1',
      KEY_ENCRYPTION_SECRET: 'test-key-encryption-secret',
      ...options.identityEnv,
    }),
  );
  const identityUrl = await listen(identity);
  const down = await closedPortUrl();
  const env = gatewayEnvSchema.parse({
    AMQP_URL: testAmqpUrl,
    EVENTS_EXCHANGE: exchange,
    TOKEN_VERSIONS_QUEUE: queue,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: identityUrl,
    JWKS_URL: `${identityUrl}/api/auth/.well-known/jwks.json`,
    CATALOG_URL: down,
    CART_URL: down,
    ORDER_URL: down,
    PROMO_URL: down,
    CONTENT_URL: down,
    AUDIT_URL: down,
    ANALYTICS_URL: down,
    RATE_LIMIT_GLOBAL_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_SIGNUP_MAX: '100000',
    RATE_LIMIT_PROMO_MAX: '100000',
    RATE_LIMIT_ORDER_MAX: '100000',
    RATE_LIMIT_REVIEW_MAX: '100000',
    RATE_LIMIT_MESSAGE_MAX: '100000',
    RATE_LIMIT_PASSWORD_MAX: '100000',
    RATE_LIMIT_TRACK_MAX: '100000',
    ...options.gatewayEnv,
  });
  const gateway = await buildGatewayApp(env);
  const gatewayUrl = await listen(gateway);
  return {
    gateway,
    identity,
    gatewayUrl,
    identityUrl,
    env,
    close: async () => {
      await gateway.close();
      await identity.db.dropDatabase();
      await identity.close();
      await testing.deleteBrokerObjects([queue], exchange);
    },
  };
}

export interface CallOptions {
  headers?: Record<string, string>;
  json?: unknown;
  body?: string | Buffer;
  token?: string;
  /** Sends the token as the authToken cookie (with our Origin, as a browser on the shop would). */
  cookie?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Real HTTP, so what is tested is what a browser or an attacker would get. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) {
    headers.cookie = `authToken=${options.cookie}`;
    headers.origin ??= ORIGIN;
  }
  const response = await request(`${baseUrl}${path}`, { method: method as 'GET', headers, body });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    headers: response.headers as CallResult['headers'],
    text,
    json: () => JSON.parse(text),
  };
}

/** The authToken value from a response's Set-Cookie. */
export function tokenFromSetCookie(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith('authToken='));
  if (!line) throw new Error('no authToken cookie was set');
  return line.slice('authToken='.length).split(';')[0]!;
}

export async function login(
  baseUrl: string,
  email: string,
  password: string,
  rememberMe?: boolean,
): Promise<{ token: string; user: User }> {
  const res = await call(baseUrl, 'POST', '/api/auth/login', {
    json: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { token: tokenFromSetCookie(res.headers['set-cookie']), user: res.json().user };
}

export function buildSignup(
  overrides: Partial<Record<'first_name' | 'last_name' | 'email' | 'password', string>> = {},
) {
  return {
    first_name: 'Salma',
    last_name: 'Youssef',
    email: `${uniqueName('salma')}@example.com`,
    password: 'a-long-password-1',
    ...overrides,
  };
}

export async function signup(
  baseUrl: string,
  overrides = {},
): Promise<{
  token: string;
  user: User;
  password: string;
  email: string;
}> {
  const body = buildSignup(overrides);
  const res = await call(baseUrl, 'POST', '/api/auth/signup', { json: body });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return {
    token: tokenFromSetCookie(res.headers['set-cookie']),
    user: res.json().user,
    password: body.password,
    email: body.email,
  };
}

/**
 * Waits until identity's relay has published a user's pending events. FerretDB 1.24 applies concurrent updates
 * of one document read-modify-write without isolation, so a write racing the relay's write on the same user
 * can be lost locally (MongoDB 7 does not do this); tests let the relay finish before the next write.
 */
export async function settled(stack: Stack, userId: string): Promise<void> {
  await testing.eventually(async () => {
    const doc = await stack.identity.db
      .collection('users')
      .findOne({ _id: new ObjectId(userId) }, { projection: { hasPendingEvents: 1, outboxLease: 1 } });
    if (doc?.hasPendingEvents === true || doc?.outboxLease) throw new Error('events still pending');
  });
}

/** Signs up through the gateway and lets identity's relay publish user.registered before going on. */
export async function signupSettled(stack: Stack, overrides = {}) {
  const account = await signup(stack.gatewayUrl, overrides);
  await settled(stack, account.user._id);
  return account;
}
