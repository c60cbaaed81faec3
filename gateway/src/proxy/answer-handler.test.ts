import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { AnswerHandler, BUFFERED_ANSWER_LIMIT, isSmallAnswer, type UpstreamAnswer } from './answer-handler';

function fakeController() {
  const calls: string[] = [];
  const controller = {
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    abort: () => calls.push('abort'),
  } as unknown as Dispatcher.DispatchController;
  return { controller, calls };
}

function receive(method = 'GET') {
  const settled: Array<{ error: Error | null; answer?: UpstreamAnswer }> = [];
  const handler = new AnswerHandler(method, (error, answer) => settled.push({ error, answer }));
  return { handler, settled, ...fakeController() };
}

describe('isSmallAnswer', () => {
  it('when the length is known and within the limit, then the answer is read whole', () => {
    expect(isSmallAnswer('GET', 200, '161')).toBe(true);
    expect(isSmallAnswer('GET', 200, String(BUFFERED_ANSWER_LIMIT))).toBe(true);
  });

  it('when the length is unknown, too large or malformed, then it streams', () => {
    expect(isSmallAnswer('GET', 200, undefined)).toBe(false);
    expect(isSmallAnswer('GET', 200, String(BUFFERED_ANSWER_LIMIT + 1))).toBe(false);
    expect(isSmallAnswer('GET', 200, '12, 12')).toBe(false);
  });

  it('when no body can follow (HEAD, 204, 304), then there is nothing to stream', () => {
    expect(isSmallAnswer('HEAD', 200, '999999999')).toBe(true);
    expect(isSmallAnswer('GET', 204, undefined)).toBe(true);
    expect(isSmallAnswer('GET', 304, undefined)).toBe(true);
  });
});

describe('AnswerHandler', () => {
  it('when a small answer arrives in pieces, then it settles once, at the end, with the whole body', () => {
    const { handler, settled, controller } = receive();
    handler.onResponseStart(controller, 100, {});
    handler.onResponseStart(controller, 201, { 'content-length': '5', 'set-cookie': ['a=1', 'b=2'] });
    handler.onResponseData(controller, Buffer.from('he'));
    expect(settled).toEqual([]);
    handler.onResponseData(controller, Buffer.from('llo'));
    handler.onResponseEnd(controller, {});
    expect(settled).toHaveLength(1);
    expect(settled[0]!.answer).toEqual({
      status: 201,
      headers: { 'content-length': '5', 'set-cookie': ['a=1', 'b=2'] },
      body: Buffer.from('hello'),
    });
  });

  it('when a large answer arrives, then it settles at once with a stream that pauses and resumes the service', async () => {
    const { handler, settled, controller, calls } = receive();
    handler.onResponseStart(controller, 200, {});
    const body = settled[0]!.answer!.body as Readable;
    expect(body).toBeInstanceOf(Readable);
    const big = Buffer.alloc(body.readableHighWaterMark, 1);
    handler.onResponseData(controller, big);
    expect(calls).toEqual(['pause']);
    expect(body.read()).toEqual(big);
    expect(calls).toEqual(['pause', 'resume']);
    handler.onResponseData(controller, Buffer.from('tail'));
    handler.onResponseEnd(controller, {});
    expect(Buffer.concat(await body.toArray())).toEqual(Buffer.from('tail'));
    expect(calls).not.toContain('abort');
  });

  it('when the client abandons a streaming answer, then the service request is aborted', () => {
    const { handler, settled, controller, calls } = receive();
    handler.onResponseStart(controller, 200, {});
    (settled[0]!.answer!.body as Readable).destroy();
    expect(calls).toContain('abort');
  });

  it('when the service fails before answering, then the request settles with the error', () => {
    const { handler, settled } = receive();
    const failure = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    handler.onResponseError(undefined, failure);
    expect(settled).toEqual([{ error: failure, answer: undefined }]);
  });

  it('when the service fails in the middle of a streaming answer, then the stream errors', async () => {
    const { handler, settled, controller } = receive();
    handler.onResponseStart(controller, 200, {});
    const body = settled[0]!.answer!.body as Readable;
    handler.onResponseError(controller, new Error('reset'));
    await expect(body.toArray()).rejects.toThrow('reset');
    expect(settled).toHaveLength(1);
  });
});
