import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { request } from 'undici';
import type { User } from '@shop/contracts';
import { identityService } from '@shop/identity';
import { Shop, authCookie, buildSignup, outboxDrained } from '@shop/testing';
import { buildGatewayApp } from '../../src/app';
import { gatewayEnvSchema, type GatewayEnv } from '../../src/env';

export { buildSignup, closedPortUrl } from '@shop/testing';

export const ORIGIN = 'http://localhost:8080';

export interface Stack {
  gateway: FastifyInstance;
  identity: FastifyInstance;
  gatewayUrl: string;
  identityUrl: string;
  env: GatewayEnv;
  close(): Promise<void>;
}

export interface StackOptions {
  gatewayEnv?: Record<string, string>;
  identityEnv?: Record<string, string>;
}

/**
 * identity for real (own database, own exchange) and the gateway in front of it, both listening on random
 * ports (@shop/testing's Shop); every other service is a closed port to the gateway unless the test says otherwise.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const shop = await new Shop({
    services: [identityService],
    gateway: { envSchema: gatewayEnvSchema, buildGatewayApp },
    env: {
      identity: {
        SEED_DEMO_DATA: 'true',
        ADMIN_EMAIL: 'admin@shop.test',
        ADMIN_PASSWORD: 'Admin-Password-1',
        DEMO_CUSTOMER_EMAIL: 'customer@shop.test',
        DEMO_CUSTOMER_PASSWORD: 'Customer-Password-1',
        KEY_ENCRYPTION_SECRET: 'test-key-encryption-secret',
        ...options.identityEnv,
      },
      gateway: { ...options.gatewayEnv },
    },
  }).start();
  return {
    gateway: shop.gatewayApp!,
    identity: shop.apps.identity!,
    gatewayUrl: shop.gatewayUrl,
    identityUrl: shop.urls.identity!,
    env: shop.gatewayEnv as GatewayEnv,
    close: () => shop.close(),
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
export const tokenFromSetCookie = authCookie;

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

/** Waits until identity's relay has published a user's pending events (FerretDB 1.24: see outboxDrained). */
export async function settled(stack: Stack, userId: string): Promise<void> {
  await outboxDrained(stack.identity.db, 'users', new ObjectId(userId));
}

/** Signs up through the gateway and lets identity's relay publish user.registered before going on. */
export async function signupSettled(stack: Stack, overrides = {}) {
  const account = await signup(stack.gatewayUrl, overrides);
  await settled(stack, account.user._id);
  return account;
}
