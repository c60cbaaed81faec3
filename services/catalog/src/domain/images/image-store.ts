import { GridFSBucket, MongoRuntimeError, ObjectId, type Db } from 'mongodb';
import type { Readable } from 'node:stream';
import type { ImageMimeType } from './image-type';

export const IMAGES_BUCKET = 'images';

export interface StoredImage {
  id: ObjectId;
  length: number;
  contentType: string;
}

/** Public path of a stored image; the product's `image` field holds it. */
export function imagePath(id: ObjectId): string {
  return `/api/images/${id.toHexString()}`;
}

/**
 * Product images in GridFS (MongoDB and FerretDB alike), so every replica serves every image and
 * nothing depends on a local disk. The uploader's file name is never used: a file is named by its id.
 */
export class ImageStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  }

  async save(bytes: Buffer, contentType: ImageMimeType, id = new ObjectId()): Promise<ObjectId> {
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(id, id.toHexString(), { metadata: { contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
    return id;
  }

  async find(id: ObjectId): Promise<StoredImage | null> {
    const file = await this.bucket.find({ _id: id }, { limit: 1 }).next();
    if (!file) return null;
    const contentType = (file.metadata as { contentType?: unknown } | undefined)?.contentType;
    return {
      id,
      length: file.length,
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
    };
  }

  open(id: ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /** Removing a file that is already gone is fine: replacing and deleting may race or be retried. */
  async remove(id: ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      if (!(error instanceof MongoRuntimeError && /not found/i.test(error.message))) throw error;
    }
  }
}
