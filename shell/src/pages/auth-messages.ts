import { ApiError } from '@shop/ui-kit';
import type { Translate } from '@shop/app-context';

/*
 * Storefront spec §8: the server's message when it gave one; 'Login failed. Please try again.' (or the
 * signup twin) when the server answered without one; 'An unexpected error occurred. Please try again.' when
 * the request never got an answer. The texts are the shell catalogue's `auth.*` (decision 024).
 */
export const REDIRECT_DELAY_MS = 3000;

/** Issue 32: after a reset every session has ended, so the shopper logs in with the new password (`auth.resetSuccess`). */
export function passwordResetFailure(error: unknown, t: Translate): string {
  return failure(error, t('auth.somethingWrong'), t);
}

export function loginFailure(error: unknown, t: Translate): string {
  return failure(error, t('auth.loginFailed'), t);
}

export function signupFailure(error: unknown, t: Translate): string {
  return failure(error, t('auth.signupFailed'), t);
}

function failure(error: unknown, serverSaidNothing: string, t: Translate): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (error instanceof ApiError && error.status > 0) return serverSaidNothing;
  return t('auth.unexpected');
}
