import { RENDITION_FORMATS, RENDITION_WIDTHS, type RenditionFormat, type RenditionWidth } from '@shop/contracts';
import sharp from 'sharp';

export interface Rendition {
  width: RenditionWidth;
  format: RenditionFormat;
  bytes: Buffer;
  contentType: `image/${RenditionFormat}`;
}

// One libvips thread: the worker runs beside request handling on small machines, and a rendition is not urgent.
sharp.concurrency(1);

/**
 * Every width × format of one original. An original narrower than a width is not enlarged (that width's
 * file is the original's size, re-encoded), so every URL of a srcset exists whatever was uploaded.
 * Animated GIFs give their first frame; the alpha channel is kept. Effort is low: AVIF's default effort
 * takes seconds per image for a few per cent fewer bytes.
 */
export async function renderAll(original: Buffer): Promise<Rendition[]> {
  const out: Rendition[] = [];
  for (const width of RENDITION_WIDTHS) {
    const resized = sharp(original, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
    for (const format of RENDITION_FORMATS) {
      const encoded =
        format === 'avif' ? resized.clone().avif({ quality: 50, effort: 2 }) : resized.clone().webp({ quality: 75, effort: 4 });
      out.push({ width, format, bytes: await encoded.toBuffer(), contentType: `image/${format}` });
    }
  }
  return out;
}
