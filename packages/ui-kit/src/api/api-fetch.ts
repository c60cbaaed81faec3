import { ApiError } from './api-error';

export const API_BASE = '/api';

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  /** Tests pass their own fetch. */
  fetchImpl?: typeof fetch;
}

/**
 * Calls the shop's API: prefixes /api, always sends the cookies (the httpOnly authToken travels with them),
 * answers the parsed JSON, and throws an ApiError carrying the server's message for any non-2xx answer.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, fetchImpl = fetch, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let body = init.body;
  if (json !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE}${path}`, { ...rest, headers: requestHeaders, body, credentials: 'include' });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', `Network error: ${(cause as Error).message}`, false);
  }
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object' && typeof (payload as { error?: unknown }).error === 'string') {
    const { error, code, details } = payload as { error: string; code?: unknown; details?: unknown };
    return new ApiError(
      status,
      typeof code === 'string' ? code : 'HTTP_ERROR',
      error,
      true,
      Array.isArray(details) ? details : undefined,
    );
  }
  return new ApiError(status, 'HTTP_ERROR', `Request failed with status ${status}`, false);
}
