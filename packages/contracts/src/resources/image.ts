import { z } from 'zod';
import { objectId } from '../common';
import { RENDITION_FORMATS, RENDITION_VARIANT, RENDITION_WIDTHS } from '../image-renditions';

export * from '../image-renditions';

/** GET /images/{id}/{width}.{format}: one rendition of a stored image (the original until it is made). */
export const ImageRenditionParams = z.strictObject({
  id: objectId,
  variant: z
    .string()
    .regex(
      RENDITION_VARIANT,
      `Image size must be one of ${RENDITION_WIDTHS.join(', ')} in ${RENDITION_FORMATS.join(' or ')}`,
    ),
});
export type ImageRenditionParams = z.infer<typeof ImageRenditionParams>;
