/**
 * The few named errors every app throws. Each carries the machine code and HTTP status of the one JSON
 * error shape (docs/architecture.md#requests-and-security): `{ error, code, details? }`. Anything else that
 * escapes is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown[]) {
    super(message, 400, 'VALIDATION_ERROR', details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(message, 401, 'UNAUTHORIZED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(message, 403, 'FORBIDDEN');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404, 'NOT_FOUND');
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(message, 409, code);
  }
}

/** A line of an order that cannot be had as asked: its product and what is wrong, in the shop's words. */
export interface RefusedLine {
  productId: string;
  problems: string[];
  product?: { title: string } | null;
}

/**
 * 409 OUT_OF_STOCK: the catalog's reservation and the order service refuse an order with the same words, each
 * problem once ('Only 2 left of Rose Lipstick (Color: Ruby)'); `details` names each refused line.
 */
export class OutOfStockError extends AppError {
  constructor(problems: string[], details: Array<{ productId: string; problems: string[] }> = []) {
    const sentences = [...new Set(problems.map((problem) => problem.trim().replace(/\.+$/, '')))];
    super(sentences.join('. ') || 'Some items in your cart are out of stock', 409, 'OUT_OF_STOCK', details);
  }

  /** The refusal of these lines; a line without words of its own is said to be no longer available. */
  static ofLines(lines: RefusedLine[]): OutOfStockError {
    const problems = lines.flatMap((line) =>
      line.problems.length > 0
        ? line.problems
        : [`${line.product?.title ?? 'A product in your cart'} is no longer available`],
    );
    return new OutOfStockError(
      problems,
      lines.map((line) => ({ productId: line.productId, problems: line.problems })),
    );
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(message, 413, 'PAYLOAD_TOO_LARGE');
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported media type') {
    super(message, 415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests, please try again later',
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429, 'TOO_MANY_REQUESTS');
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable', code = 'SERVICE_UNAVAILABLE') {
    super(message, 503, code);
  }
}
