import { AppError, PayloadTooLargeError, ValidationError } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../domain/images/image-type';

export interface ProductFormParts {
  fields: Record<string, string>;
  /** The `image` file's bytes, when a non-empty file was sent. */
  image?: Buffer;
}

export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 200 * 1024,
  parts: 21,
  headerPairs: 100,
};

const IMAGE_FIELD = 'image';

/**
 * Reads a product form: text fields, and at most one file under `image`, kept in memory (bounded)
 * and never written to disk under the name the client gave it.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductFormParts> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new ValidationError(`${part.fieldname} must be text`);
        if (part.valueTruncated) throw new ValidationError(`${part.fieldname} is too long`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== IMAGE_FIELD) {
        await part.toBuffer().catch(() => undefined);
        throw new ValidationError(
          `Unexpected file field '${part.fieldname}'; send the image as '${IMAGE_FIELD}'`,
        );
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (bytes.length > 0 || part.filename) image = bytes;
    }
  } catch (error) {
    throw toFormError(error);
  }
  return { fields, image };
}

function toFormError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeError('Image must be at most 5 MB');
  if (code === 'FST_FILES_LIMIT') return new ValidationError('Send at most one image file');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new ValidationError('Too many form fields');
  if (code === 'FST_PROTO_VIOLATION') return new ValidationError('Invalid form field name');
  if (error instanceof AppError) return error;
  // Anything else thrown while reading the parts is the form itself being malformed (busboy's "Boundary not
  // found", "Unexpected end of form", a non-multipart content type): the client's fault, never a 500.
  return new ValidationError('The form data is malformed and could not be read');
}
