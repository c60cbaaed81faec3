import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs "incoming request" before any hook runs, that is before the request's span exists, so that line
 * would carry no trace id. This controller holds it back; the tracing hook writes it from inside the span.
 */
export class TracedLogController extends LogController {
  override incomingRequest(): void {
    // written by `logIncomingRequest` once the span is active
  }

  logIncomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    super.incomingRequest(request, reply);
  }
}
