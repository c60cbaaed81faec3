import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at `info`, written when the answer is sent: method, URL, status and time, with the request
 * id and the trace ids every line carries. Fastify's own two lines (incoming, with the headers' host and the
 * client's address and port, then completed) cost the gateway twice the logging for what one line says; the
 * incoming line is still there at `debug`, written from inside the request's span so it carries the trace id
 * (Fastify would write it before any hook, that is before the span exists). Errors keep Fastify's own line.
 */
export class TracedLogController extends LogController {
  override incomingRequest(): void {
    // written by `logIncomingRequest` once the span is active, at debug
  }

  logIncomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
