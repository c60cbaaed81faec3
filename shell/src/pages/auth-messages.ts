import { ApiError } from '@shop/ui-kit';

/*
 * Storefront spec §8: the server's message when it gave one; 'Login failed. Please try again.' (or the
 * signup twin) when the server answered without one; 'An unexpected error occurred. Please try again.' when
 * the request never got an answer.
 */
export const LOGIN_SUCCESS = 'Login successful! Redirecting to your profile...';
export const SIGNUP_SUCCESS = 'Signup successful! Redirecting to login page...';
export const REDIRECT_DELAY_MS = 3000;

/** Issue 32: after a reset every session has ended, so the shopper logs in with the new password. */
export const PASSWORD_RESET_SUCCESS = 'Your password has been changed. Redirecting to login page...';

export function passwordResetFailure(error: unknown): string {
  return failure(error, 'Something went wrong. Please try again.');
}

export function loginFailure(error: unknown): string {
  return failure(error, 'Login failed. Please try again.');
}

export function signupFailure(error: unknown): string {
  return failure(error, 'Signup failed. Please try again.');
}

function failure(error: unknown, serverSaidNothing: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (error instanceof ApiError && error.status > 0) return serverSaidNothing;
  return 'An unexpected error occurred. Please try again.';
}
