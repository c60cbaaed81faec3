import { cacheControlFor } from './serve-shell';

describe('cacheControlFor', () => {
  it('when the file is the remotes manifest, then it is never stored', () => {
    expect(cacheControlFor('/dist/remotes.json')).toBe('no-store');
  });

  it('when the file is index.html, then it is revalidated on every load', () => {
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  });

  it('when the file name carries a content hash, then it is cached for a year', () => {
    expect(cacheControlFor('/dist/main.3f9a1c2b7d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/vendors-node_modules-a1b2c3d4e5.css')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('when the file is a precompressed copy, then it is cached as the file it stands for', () => {
    expect(cacheControlFor('/dist/index.html.br')).toBe('no-cache');
    expect(cacheControlFor('/dist/main.3f9a1c2b7d.js.gz')).toBe('public, max-age=31536000, immutable');
  });

  it('when the file is unhashed, then only briefly', () => {
    expect(cacheControlFor('/dist/favicon.ico')).toBe('public, max-age=300');
  });
});
