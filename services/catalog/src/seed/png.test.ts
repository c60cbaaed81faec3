import { inflateSync } from 'node:zlib';
import { detectImageType } from '../domain/images/image-type';
import { hexToRgb, swatchPng } from './png';

describe('swatchPng', () => {
  it('when a swatch is drawn, then it is a valid PNG of that size with the tint in the middle', () => {
    const png = swatchPng(hexToRgb('#9b111e'), 40);
    expect(detectImageType(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(40);
    expect(png.readUInt32BE(20)).toBe(40);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const middle = 20 * (40 * 3 + 1) + 1 + 20 * 3;
    expect([...raw.subarray(middle, middle + 3)]).toEqual([0x9b, 0x11, 0x1e]);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });
});
