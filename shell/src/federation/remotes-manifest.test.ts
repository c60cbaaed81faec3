import { parseRemotesManifest } from './remotes-manifest';

describe('parseRemotesManifest', () => {
  it('when remotes.json lists names and URLs, then each remote keeps its manifest URL', () => {
    expect(
      parseRemotesManifest({
        storefront: 'http://localhost:3001/mf-manifest.json',
        checkout: 'https://cdn.example/checkout/v42/mf-manifest.json',
      }),
    ).toEqual({
      storefront: 'http://localhost:3001/mf-manifest.json',
      checkout: 'https://cdn.example/checkout/v42/mf-manifest.json',
    });
  });

  it('when an entry is blank or not text, then it is left out instead of breaking the others', () => {
    expect(parseRemotesManifest({ storefront: 'http://x/mf-manifest.json', admin: '', checkout: 3 })).toEqual({
      storefront: 'http://x/mf-manifest.json',
    });
  });

  it('when the file is not an object, then it is rejected', () => {
    expect(() => parseRemotesManifest(['http://x'])).toThrow(/must be an object/);
    expect(() => parseRemotesManifest(null)).toThrow(/must be an object/);
  });
});
