import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
}

/**
 * A square product picture drawn in code (so no binary is committed): a soft vertical gradient from
 * a pale wash of `tint`, with a round swatch of the tint in the middle.
 */
export function swatchPng(tint: Rgb, size = 400): Buffer {
  const white: Rgb = [255, 255, 255];
  const top = mix(tint, white, 0.85);
  const bottom = mix(tint, white, 0.55);
  const radius = size * 0.28;
  const centre = size / 2;
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size); // each row starts with filter byte 0 (none)
  for (let y = 0; y < size; y += 1) {
    const background = mix(top, bottom, y / (size - 1));
    const row = y * stride + 1;
    for (let x = 0; x < size; x += 1) {
      // a one-pixel soft edge keeps the circle smooth without anti-aliasing code
      const inside = Math.min(1, Math.max(0, radius - Math.hypot(x - centre, y - centre) + 0.5));
      for (let channel = 0; channel < 3; channel += 1) {
        const from = background[channel]!;
        raw[row + x * 3 + channel] = Math.round(from + (tint[channel]! - from) * inside);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
