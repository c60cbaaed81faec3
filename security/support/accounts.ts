import type { User } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { authCookieOf, type Client } from './http';
import { ADMIN, CUSTOMER, type Stack } from './stack';

export interface Account {
  token: string;
  user: User;
  email: string;
  password: string;
  /** The gateway as this user, with the token as a bearer. */
  client: Client;
}

export function buildSignup(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Salma',
    last_name: 'Youssef',
    email: `${testing.uniqueName('salma')}@example.com`,
    password: 'a-long-password-1',
    ...overrides,
  };
}

export async function logIn(stack: Stack, email: string, password: string): Promise<Account> {
  const answer = await stack.gateway.post('/api/auth/login', { email, password });
  const token = authCookieOf(answer);
  if (answer.status !== 200 || !token) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return { token, user: answer.body.user, email, password, client: stack.gateway.withBearer(token) };
}

/** A new customer through the gateway, once identity's relay has published their user.registered. */
export async function signUp(stack: Stack, overrides: Record<string, unknown> = {}): Promise<Account> {
  const body = buildSignup(overrides);
  const answer = await stack.gateway.post('/api/auth/signup', body);
  const token = authCookieOf(answer);
  if (answer.status !== 201 || !token) throw new Error(`signup failed: ${answer.status} ${answer.text}`);
  await settled(stack, answer.body.user._id);
  return {
    token,
    user: answer.body.user,
    email: body.email,
    password: body.password,
    client: stack.gateway.withBearer(token),
  };
}

export const logInAdmin = (stack: Stack) => logIn(stack, ADMIN.email, ADMIN.password);
export const logInCustomer = (stack: Stack) => logIn(stack, CUSTOMER.email, CUSTOMER.password);

/**
 * Waits until identity's outbox relay has finished with a user: on FerretDB 1.24 a write racing the relay's
 * write on the same user document can be lost, so tests let it settle before the next write.
 */
export async function settled(stack: Stack, userId: string): Promise<void> {
  await testing.eventually(async () => {
    const doc = await stack.services.identity.db
      .collection('users')
      .findOne({ _id: new ObjectId(userId) }, { projection: { hasPendingEvents: 1, outboxLease: 1 } });
    if (doc?.hasPendingEvents === true || doc?.outboxLease) throw new Error('events still pending');
  });
}
