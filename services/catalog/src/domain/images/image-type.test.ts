import { detectImageType } from './image-type';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectImageType', () => {
  it('when the bytes start like a PNG, JPEG, GIF or WebP, then that type is answered', () => {
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toBe('image/png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('when the bytes are text, SVG, a RIFF that is not WebP, truncated or empty, then it is not an image', () => {
    expect(detectImageType(bytes('hello, I am a .png'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
