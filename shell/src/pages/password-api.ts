import type { ForgotPasswordBody, ResetPasswordBody, SuccessResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** Issue 32: the answer is the same whether or not an account has the address. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiFetch<SuccessResponse>('/auth/password/forgot', { method: 'POST', json: body });

/** 204 on success; every session of the account ends, so the shopper logs in again. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiFetch<undefined>('/auth/password/reset', { method: 'POST', json: body });
