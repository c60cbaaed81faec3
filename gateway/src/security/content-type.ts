import { UnsupportedMediaTypeError } from '@shop/service-kit';
import type { RequestFacts } from './csrf';

export const JSON_ONLY = 'Content-Type must be application/json';
export const JSON_OR_MULTIPART = 'Content-Type must be application/json or multipart/form-data';

/**
 * The API speaks JSON. Form encodings (urlencoded, text/plain, multipart) are what a cross-site HTML form can
 * send without a preflight, so they are refused except multipart on the product routes that upload an image.
 */
export function assertBodyType(request: RequestFacts, allowMultipart: boolean): void {
  if (!hasRequestBody(request.headers)) return;
  const raw = request.headers['content-type'];
  const type = (Array.isArray(raw) ? raw[0] : raw)?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return;
  if (allowMultipart && type === 'multipart/form-data') return;
  throw new UnsupportedMediaTypeError(allowMultipart ? JSON_OR_MULTIPART : JSON_ONLY);
}

/** Whether the request carries a body (a length above zero, or a chunked one). */
export function hasRequestBody(headers: RequestFacts['headers']): boolean {
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}
