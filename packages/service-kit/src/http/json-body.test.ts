import { z } from 'zod';
import { createApp } from './create-app';
import { findDuplicateKey } from './json-body';

describe('findDuplicateKey', () => {
  it('when every object has distinct keys, then there is none', () => {
    expect(findDuplicateKey('{"a":1,"b":{"a":2},"c":[{"a":1},{"a":2}],"d":"\\"a\\":1"}')).toBeUndefined();
    expect(findDuplicateKey('[1,"a","a",{"x":"x"}]')).toBeUndefined();
    expect(findDuplicateKey('"just a string"')).toBeUndefined();
  });

  it('when a key repeats at the top, then its path is answered', () => {
    expect(findDuplicateKey('{"quantity":1,"quantity":1000}')).toEqual(['quantity']);
  });

  it('when a key repeats deep inside objects and arrays, then the path leads to it', () => {
    const text = '{"items":[{"q":1},{"q":1,"opts":{"c":"a","c":"b"}}]}';
    expect(findDuplicateKey(text)).toEqual(['items', '1', 'opts', 'c']);
  });

  it('when the repeat is spelled with escapes, then it is still the same key', () => {
    expect(findDuplicateKey('{"is_admin":false,"is_\\u0061dmin":true}')).toEqual(['is_admin']);
    expect(findDuplicateKey('{"a\\"b":1,"a\\u0022b":2}')).toEqual(['a"b']);
  });

  it('when strings hold braces, commas and escaped quotes, then they are not mistaken for structure', () => {
    expect(findDuplicateKey('{"a":"{\\"a\\":1,\\"a\\":2}","b":"\\\\","c":"]}"}')).toBeUndefined();
    expect(findDuplicateKey('{"a":"x\\\\","a":1}')).toEqual(['a']);
  });

  it('when an object has many keys, then a repeat far apart is found, and 100 000 distinct keys take little time', () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));
    expect(findDuplicateKey(JSON.stringify(many).replace('}', ',"k3":0}'))).toEqual(['k3']);
    const huge = JSON.stringify(
      Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`key${i}`, i])),
    );
    const started = Date.now();
    expect(findDuplicateKey(huge)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when whitespace surrounds the tokens, then it changes nothing', () => {
    expect(findDuplicateKey(' { "a" : 1 ,\n "b" : [ 1 , 2 ] ,\t"a" : 3 } ')).toEqual(['a']);
  });
});

describe('the JSON body parser of createApp', () => {
  function buildApp() {
    const app = createApp({ name: 'test', logLevel: 'silent' });
    app.post(
      '/things',
      { schema: { body: z.object({ quantity: z.number() }).passthrough() } },
      async (request) => request.body,
    );
    return app;
  }
  const post = (payload: string, contentType = 'application/json') =>
    buildApp().inject({ method: 'POST', url: '/things', headers: { 'content-type': contentType }, payload });

  it('when a body repeats a key, then 400 names it and the route never runs', async () => {
    const res = await post('{"quantity":1,"quantity":1000}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'body.quantity: Duplicate key',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.quantity', message: 'Duplicate key' }],
    });
  });

  it('when a body is plain JSON, with or without a charset, then it is parsed as before', async () => {
    expect((await post('{"quantity":2}')).json()).toEqual({ quantity: 2 });
    expect((await post('{"quantity":3}', 'application/json; charset=utf-8')).json()).toEqual({ quantity: 3 });
  });

  it('when a body carries __proto__ or constructor.prototype, then 400 as before', async () => {
    expect((await post('{"quantity":1,"__proto__":{"polluted":true}}')).statusCode).toBe(400);
    expect((await post('{"quantity":1,"constructor":{"prototype":{"polluted":true}}}')).statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when a body is empty or malformed, then the errors are the ones of before', async () => {
    expect((await post('{"quantity":')).json()).toMatchObject({ code: 'INVALID_JSON' });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
