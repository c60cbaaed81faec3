import { UnsupportedMediaTypeError } from '@shop/service-kit';
import sharp from 'sharp';
import { detectImageType, type ImageMimeType } from '../images/image-type';

export interface NewImage {
  bytes: Buffer;
  contentType: ImageMimeType;
  width: number;
  height: number;
}

const NOT_AN_IMAGE = 'Image file must be a PNG, JPEG, WebP or GIF image';

/**
 * The uploaded bytes must be a PNG, JPEG, WebP or GIF image, whatever the file's name or declared type
 * says, and its header must decode (a file that only starts like an image would never render: decision 032).
 */
export async function toNewImage(bytes: Buffer): Promise<NewImage> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  const size = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!size?.width || !size.height) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  return { bytes, contentType, width: size.width, height: size.height };
}
