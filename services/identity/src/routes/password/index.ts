import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ACCEPTED,
  ForgotPasswordBody,
  ResetPasswordBody,
  SuccessResponse,
} from '@shop/contracts';
import { requestPasswordReset, type PasswordResetDeps } from '../../domain/password-reset/request-reset';
import { resetPassword } from '../../domain/password-reset/reset-password';
import type { ResetMailer } from '../../mail/reset-mail';

/** Forgot and reset password (issue 32). The gateway limits both per client as well. */
export async function passwordRoutes(
  scope: FastifyInstance,
  deps: PasswordResetDeps & { mailer: ResetMailer },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // 202 and the same words whether or not an account has this address; the mail leaves after the answer
  app.post(
    '/api/auth/password/forgot',
    { schema: { body: ForgotPasswordBody, response: { 202: SuccessResponse } } },
    async (request, reply) => {
      const mail = await requestPasswordReset(deps, request.body, request.ip);
      if (mail) {
        setImmediate(() => {
          deps.mailer
            .send(mail)
            .catch((error: unknown) => request.log.warn({ err: error }, 'the password reset e-mail failed'));
        });
      }
      return reply.status(202).send({ success: true as const, message: FORGOT_PASSWORD_ACCEPTED });
    },
  );

  app.post('/api/auth/password/reset', { schema: { body: ResetPasswordBody } }, async (request, reply) => {
    await resetPassword(deps, request.body, request.ip);
    app.outbox.notify();
    return reply.status(204).send();
  });
}
