import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { HeaderList } from '../security/security-headers';
import type { UpstreamAnswer } from './answer-handler';
import { copyAnswerHeaders, type AnswerHeaderTarget } from './answer-headers';

/**
 * The headers of an answer sent below Fastify, gathered in one record and written in one `writeHead`, the way
 * a Fastify reply gathers them.
 */
export class AnswerRecord implements AnswerHeaderTarget {
  readonly headers: OutgoingHttpHeaders = {};

  constructor(initial: HeaderList) {
    for (const [name, value] of initial) this.headers[name] = value;
  }

  /** `name` in lower case, as undici gives a service's headers and as every caller here writes them. */
  header(name: string, value: string | string[]): this {
    this.headers[name] = value;
    return this;
  }

  assign(headers: Record<string, string>): void {
    for (const name in headers) this.headers[name] = headers[name];
  }

  getHeader(name: string): string | number | string[] | undefined {
    return this.headers[name];
  }
}

/** An answer of the gateway's own, in the one JSON error shape (as Fastify serialises it). */
export function sendJson(
  response: ServerResponse,
  record: AnswerRecord,
  { status, body }: { status: number; body: unknown },
): void {
  const bytes = Buffer.from(JSON.stringify(body));
  record.header('content-type', 'application/json; charset=utf-8');
  record.headers['content-length'] = String(bytes.length);
  response.writeHead(status, record.headers).end(bytes);
}

/** A service's answer, with its headers merged into the gateway's as on Fastify's path (proxy-routes.ts). */
export function sendAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  record: AnswerRecord,
  answer: UpstreamAnswer,
): void {
  copyAnswerHeaders(record, answer.headers, request);
  const { body, status } = answer;
  // 204 and 304 carry no body, and are not given a length either
  if (status === 204 || status === 304) {
    response.writeHead(status, record.headers).end();
    return;
  }
  if (Buffer.isBuffer(body)) {
    // Fastify types a bare buffer as octet-stream and always states its true length
    if (record.headers['content-type'] === undefined)
      record.header('content-type', 'application/octet-stream');
    record.headers['content-length'] = String(body.length);
    response.writeHead(status, record.headers).end(body);
    return;
  }
  response.writeHead(status, record.headers);
  // a client that goes away destroys the stream, which stops reading from the service (answer-handler.ts)
  pipeline(body, response, () => undefined);
}
