import type { User } from '@shop/contracts';
import { buildSignup, outboxDrained } from '@shop/testing';
import { ObjectId } from 'mongodb';
import { authCookieOf, type Client } from './http';
import { ADMIN, CUSTOMER, type Stack } from './stack';

export { buildSignup } from '@shop/testing';

export interface Account {
  token: string;
  user: User;
  email: string;
  password: string;
  /** The gateway as this user, with the token as a bearer. */
  client: Client;
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

/** The admin signed in and a new customer: who most tests act as. */
export async function adminAndCustomer(stack: Stack): Promise<{ admin: Account; customer: Account }> {
  return { admin: await logInAdmin(stack), customer: await signUp(stack) };
}

/** Waits until identity's outbox relay has finished with a user (FerretDB 1.24: see outboxDrained). */
export async function settled(stack: Stack, userId: string): Promise<void> {
  await outboxDrained(stack.services.identity.db, 'users', new ObjectId(userId));
}
