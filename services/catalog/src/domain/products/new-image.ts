import { UnsupportedMediaTypeError } from '@shop/service-kit';
import { detectImageType, type ImageMimeType } from '../images/image-type';

export interface NewImage {
  bytes: Buffer;
  contentType: ImageMimeType;
}

/** The uploaded bytes must be a PNG, JPEG, WebP or GIF, whatever the file's name or declared type says. */
export function toNewImage(bytes: Buffer): NewImage {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new UnsupportedMediaTypeError('Image file must be a PNG, JPEG, WebP or GIF image');
  return { bytes, contentType };
}
