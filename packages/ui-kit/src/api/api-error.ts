/**
 * A failed API call. `fromServer` tells whether `message` is the server's own text (the one error shape
 * `{ error, code }`), which the screens show as is; otherwise they show their own fallback text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fromServer: boolean,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message when it gave one, else the screen's own fallback (storefront spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
