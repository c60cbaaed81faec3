import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it('when the URL is /api or below it, with or without a query, then it is the API', () => {
    for (const url of ['/api', '/api/', '/api/products?page=2', '/api?x=1'])
      expect(isApiPath(url)).toBe(true);
  });

  it('when the URL only starts with the same letters, or is a page, then it is not', () => {
    for (const url of ['/apiary', '/apis/x', '/', '/admin/all-orders', '/main.js'])
      expect(isApiPath(url)).toBe(false);
  });
});
