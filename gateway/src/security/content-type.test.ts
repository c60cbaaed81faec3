import { UnsupportedMediaTypeError } from '@shop/service-kit';
import { assertBodyType } from './content-type';

const request = (type: string | undefined, length = '10') => ({
  method: 'POST',
  headers: { 'content-length': length, ...(type ? { 'content-type': type } : {}) },
});

describe('assertBodyType', () => {
  it('when the body is JSON, then it passes, with or without a charset', () => {
    expect(() => assertBodyType(request('application/json'), false)).not.toThrow();
    expect(() => assertBodyType(request('Application/JSON; charset=utf-8'), false)).not.toThrow();
  });

  it('when the body is a form encoding or has no type, then 415', () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      expect(() => assertBodyType(request(type), false)).toThrow(UnsupportedMediaTypeError);
    }
  });

  it('when the route takes an image upload, then multipart passes too, but still no urlencoded form', () => {
    expect(() => assertBodyType(request('multipart/form-data; boundary=x'), true)).not.toThrow();
    expect(() => assertBodyType(request('text/plain'), true)).toThrow(UnsupportedMediaTypeError);
  });

  it('when there is no body, then the type does not matter', () => {
    expect(() => assertBodyType(request('text/plain', '0'), false)).not.toThrow();
  });
});
