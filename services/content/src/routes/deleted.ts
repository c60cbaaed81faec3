import type { SuccessResponse } from '@shop/contracts';

/** The answer to deletes, whose result the specs do not show. */
export function deleted(message: string, deletedCount = 1): SuccessResponse {
  return { success: true, message, deletedCount };
}
