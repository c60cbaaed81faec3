import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache } from './compress-page';

describe('createPageCache', () => {
  const setup = () => {
    const renders: string[] = [];
    const page = createPageCache((indexHtml, content) => {
      renders.push(indexHtml);
      return `${indexHtml}:${JSON.stringify(content)}`;
    });
    return { page, renders };
  };

  it('when the same index and content are asked for again, then the page is rendered and compressed once', () => {
    const { page, renders } = setup();
    const content = { slogan: 'Glow' };
    const first = page('<html>', content, 'gzip, br');
    const again = page('<html>', content, 'br');
    expect(again).toBe(first);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe('<html>:{"slogan":"Glow"}');
    const gzip = page('<html>', content, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('<html>:{"slogan":"Glow"}');
    expect(page('<html>', content, undefined).body.toString()).toBe('<html>:{"slogan":"Glow"}');
    expect(renders).toEqual(['<html>']);
  });

  it('when the content snapshot or the deployed index changes, then the page is rendered anew', () => {
    const { page, renders } = setup();
    page('<html>', { slogan: 'Glow' }, 'br');
    const newer = page('<html>', { slogan: 'Shine' }, 'br');
    expect(renders).toHaveLength(2);
    expect(brotliDecompressSync(newer.body).toString()).toBe('<html>:{"slogan":"Shine"}');
    const shine = { slogan: 'Shine' };
    page('<html>', shine, 'br');
    page('<html v2>', shine, 'br');
    expect(renders).toEqual(['<html>', '<html>', '<html>', '<html v2>']);
  });
});
