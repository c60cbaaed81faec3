import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

/**
 * Answers up to this size are read whole and sent to the client in one write, with no stream in between:
 * nearly every API answer is a few kilobytes of JSON. Larger or unsized answers (images) stream through.
 */
export const BUFFERED_ANSWER_LIMIT = 64 * 1024;

export type AnswerHeaders = Record<string, string | string[]>;

export interface UpstreamAnswer {
  status: number;
  headers: AnswerHeaders;
  body: Buffer | Readable;
}

export type Settle = (error: Error | null, answer?: UpstreamAnswer) => void;

/** Whether the whole answer body is small enough (or absent) to be read before replying. */
export function isSmallAnswer(method: string, status: number, contentLength: unknown): boolean {
  if (method === 'HEAD' || status === 204 || status === 304) return true;
  if (typeof contentLength !== 'string') return false;
  const length = Number(contentLength);
  return Number.isInteger(length) && length >= 0 && length <= BUFFERED_ANSWER_LIMIT;
}

/**
 * Receives one upstream answer from undici's dispatcher: small answers are collected and settled at the end;
 * large ones settle at once with a stream that pauses the upstream socket whenever the client is slower.
 */
export class AnswerHandler implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: AnswerHeaders = {};
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private settled = false;
  private ended = false;

  constructor(
    private readonly method: string,
    private readonly settle: Settle,
  ) {}

  /** Present so that undici treats this as a handler of its current interface. */
  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // 1xx informational answers come before the real one
    this.status = statusCode;
    this.headers = headers as AnswerHeaders;
    if (isSmallAnswer(this.method, statusCode, headers['content-length'])) {
      this.chunks = [];
      return;
    }
    this.stream = new Readable({
      read: () => controller.resume(),
      destroy: (error, callback) => {
        // the client went away (or the reply failed): stop reading from the service
        if (!this.ended) controller.abort(error ?? new Error('answer abandoned'));
        callback(error);
      },
    });
    this.done(null, { status: statusCode, headers: this.headers, body: this.stream });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    this.done(null, { status: this.status, headers: this.headers, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.ended = true;
    if (this.stream) this.stream.destroy(error);
    else this.done(error);
  }

  private done(error: Error | null, answer?: UpstreamAnswer): void {
    if (this.settled) return;
    this.settled = true;
    this.settle(error, answer);
  }
}
