import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../errors';

interface ErrorBody {
  error: string;
  code: string;
  details?: unknown[];
}

/**
 * The one error handler of an app: every failure leaves as `{ error, code, details? }` with the right
 * status. Validation failures name the offending fields; 5xx details stay in the log, never in the answer.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.error);
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}

export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: [error.validationContext ?? '', ...issuePath(issue.instancePath)].filter(Boolean).join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    const first = details[0];
    return {
      status: 400,
      body: { error: first ? readableMessage(first) : 'Invalid request', code: 'VALIDATION_ERROR', details },
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: clientMessage(fastifyError), code: clientCode(fastifyError, status) } };
  }
  return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_ERROR' } };
}

// zod's own messages do not name the field; a schema's custom messages (the specs' texts) are kept as written.
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

function readableMessage({ path, message }: { path: string; message: string }): string {
  return GENERIC_ZOD_MESSAGE.test(message) && path ? `${path}: ${message}` : message;
}

function issuePath(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}

const codesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

function clientCode(error: FastifyError, status: number): string {
  if (error.code && codesByFastifyCode[error.code]) return codesByFastifyCode[error.code]!;
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

function clientMessage(error: FastifyError): string {
  if (error instanceof SyntaxError) return 'Request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large';
  return error.message;
}
