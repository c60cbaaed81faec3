import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  LoginBody,
  LogoutBody,
  SignupBody,
  SuccessResponse,
  UserResponse,
  NoQuery,
} from '@shop/contracts';
import { UnauthorizedError, requireUser } from '@shop/service-kit';
import { login } from '../../domain/users/login';
import { logout } from '../../domain/users/logout';
import { signup } from '../../domain/users/signup';
import { toUser } from '../../domain/users/user-document';
import { findUserById } from '../../domain/users/users-collection';
import type { IdentityDeps } from '../../identity-deps';
import { clearAuthCookie, setAuthCookie } from './auth-cookie';

/** signup, login, logout and "who am I" (storefront spec §7). Answers carry the user; the token is only the cookie. */
export async function authRoutes(scope: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const cookie = { secure: deps.cookieSecure };

  app.post(
    '/api/auth/signup',
    { schema: { body: SignupBody, response: { 201: AuthResponse } } },
    async (request, reply) => {
      const user = await signup(app.db, request.body);
      app.outbox.notify();
      const issued = await deps.tokens.issue(user, false);
      setAuthCookie(reply, issued.token, { rememberMe: false, seconds: issued.lifetimeSeconds }, cookie);
      return reply.status(201).send({ user: toUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBody, response: { 200: AuthResponse } } },
    async (request, reply) => {
      const user = await login(app.db, deps.throttle, request.body, request.ip);
      const rememberMe = request.body.rememberMe === true;
      const issued = await deps.tokens.issue(user, rememberMe);
      setAuthCookie(reply, issued.token, { rememberMe, seconds: issued.lifetimeSeconds }, cookie);
      return { user: toUser(user) };
    },
  );

  // Always 200 and a cleared cookie, signed in or not: the browser ends up signed out either way.
  app.post(
    '/api/auth/logout',
    { schema: { body: LogoutBody.nullish(), response: { 200: SuccessResponse } } },
    async (request, reply) => {
      if (request.user && (await logout(app.db, request.user))) app.outbox.notify();
      clearAuthCookie(reply, cookie);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/auth/me',
    { preHandler: requireUser, schema: { querystring: NoQuery, response: { 200: UserResponse } } },
    async (request) => {
      const user = await findUserById(app.db, request.user!.userId);
      if (!user) throw new UnauthorizedError();
      return { user: toUser(user) };
    },
  );
}
