import type { Db } from 'mongodb';
import type { ForgotPasswordBody } from '@shop/contracts';
import { findUserByEmail } from '../users/users-collection';
import type { ResetMail } from '../../mail/reset-mail';
import type { ResetThrottle } from './reset-throttle';
import type { ResetTokens } from './reset-tokens';

export interface PasswordResetDeps {
  db: Db;
  resetTokens: ResetTokens;
  resetThrottle: ResetThrottle;
  /** The shop's public origin, where the reset page is. */
  shopUrl: string;
}

/**
 * A forgot-password request. It is counted for the address and the client whether or not an account has the
 * address, and answers nothing either way; the mail to send (when there is an account) is returned for the
 * route to send after it has answered, so the answer's time does not tell either.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  body: ForgotPasswordBody,
  client: string,
): Promise<ResetMail | null> {
  await deps.resetThrottle.countForgot(body.email, client);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return null;
  const token = await deps.resetTokens.issue(user._id);
  const link = new URL('/reset-password', deps.shopUrl);
  link.searchParams.set('token', token);
  return { to: user.email, firstName: user.first_name, link: link.toString() };
}
