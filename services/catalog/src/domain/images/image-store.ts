import type { RenditionFormat, RenditionWidth } from '@shop/contracts';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@shop/contracts';
import { GridFSBucket, MongoRuntimeError, ObjectId, type Collection, type Db, type GridFSFile } from 'mongodb';
import type { Readable } from 'node:stream';
import type { ImageMimeType } from './image-type';
import type { Rendition } from './render';

export const IMAGES_BUCKET = 'images';
/** Resized copies of the originals, named `{originalId}/{width}.{format}` (decision 032). */
export const RENDITIONS_BUCKET = 'image_renditions';
/** One document per original whose renditions are not made yet: `{ _id: originalId, at }`. */
export const RENDITIONS_PENDING = 'image_renditions_pending';

export interface StoredImage {
  id: ObjectId;
  length: number;
  contentType: string;
}

/** Public path of a stored image; the product's `image` field holds it. */
export function imagePath(id: ObjectId): string {
  return `/api/images/${id.toHexString()}`;
}

const renditionName = (id: ObjectId, width: number, format: string) => `${id.toHexString()}/${width}.${format}`;
const allRenditionNames = (id: ObjectId) =>
  RENDITION_WIDTHS.flatMap((width) => RENDITION_FORMATS.map((format) => renditionName(id, width, format)));

function toStored(file: GridFSFile): StoredImage {
  const contentType = (file.metadata as { contentType?: unknown } | undefined)?.contentType;
  return {
    id: file._id,
    length: file.length,
    contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
  };
}

/**
 * Product images in GridFS (MongoDB and FerretDB alike), so every replica serves every image and
 * nothing depends on a local disk. The uploader's file name is never used: a file is named by its id.
 * Before an original is stored its id is written to the pending set (durable: a stop before the renditions
 * are made leaves it for the next start's sweep); `onSaved` hands it to the rendition worker.
 */
export class ImageStore {
  private readonly bucket: GridFSBucket;
  private readonly renditions: GridFSBucket;
  private readonly pending: Collection<{ _id: ObjectId; at: Date }>;

  constructor(
    db: Db,
    private readonly onSaved: (id: ObjectId) => void = () => undefined,
  ) {
    this.bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
    this.renditions = new GridFSBucket(db, { bucketName: RENDITIONS_BUCKET });
    this.pending = db.collection(RENDITIONS_PENDING);
  }

  async save(bytes: Buffer, contentType: ImageMimeType, id = new ObjectId()): Promise<ObjectId> {
    await this.pending.updateOne({ _id: id }, { $set: { at: new Date() } }, { upsert: true });
    await upload(this.bucket, id, id.toHexString(), bytes, { contentType });
    this.onSaved(id);
    return id;
  }

  async find(id: ObjectId): Promise<StoredImage | null> {
    const file = await this.bucket.find({ _id: id }, { limit: 1 }).next();
    return file ? toStored(file) : null;
  }

  open(id: ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  async readAll(id: ObjectId): Promise<Buffer | null> {
    if (!(await this.find(id))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.open(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async pendingRenditions(): Promise<ObjectId[]> {
    return (await this.pending.find({}, { sort: { at: 1 } }).toArray()).map((entry) => entry._id);
  }

  /** Every original stored before renditions existed: once per database (the plugin's seedOnce). */
  async markAllPending(): Promise<number> {
    const at = new Date();
    const originals = await this.bucket.find({}, { projection: { _id: 1 } }).toArray();
    for (const { _id } of originals) await this.pending.updateOne({ _id }, { $set: { at } }, { upsert: true });
    return originals.length;
  }

  async renditionsDone(id: ObjectId): Promise<void> {
    await this.pending.deleteOne({ _id: id });
  }

  async saveRendition(id: ObjectId, rendition: Rendition): Promise<void> {
    const name = renditionName(id, rendition.width, rendition.format);
    await upload(this.renditions, new ObjectId(), name, rendition.bytes, { contentType: rendition.contentType });
  }

  async findRendition(id: ObjectId, width: RenditionWidth, format: RenditionFormat): Promise<StoredImage | null> {
    const name = renditionName(id, width, format);
    const file = await this.renditions.find({ filename: name }, { limit: 1 }).next();
    return file ? toStored(file) : null;
  }

  openRendition(file: StoredImage): Readable {
    return this.renditions.openDownloadStream(file.id);
  }

  /** Removing a file that is already gone is fine: replacing and deleting may race or be retried. */
  async remove(id: ObjectId): Promise<void> {
    await removeQuietly(this.bucket, id);
    await this.pending.deleteOne({ _id: id });
    const names = allRenditionNames(id);
    for (const file of await this.renditions.find({ filename: { $in: names } }).toArray()) {
      await removeQuietly(this.renditions, file._id);
    }
  }
}

async function upload(bucket: GridFSBucket, id: ObjectId, name: string, bytes: Buffer, metadata: object) {
  await new Promise<void>((resolve, reject) => {
    const stream = bucket.openUploadStreamWithId(id, name, { metadata });
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(bytes);
  });
}

async function removeQuietly(bucket: GridFSBucket, id: ObjectId): Promise<void> {
  try {
    await bucket.delete(id);
  } catch (error) {
    if (!(error instanceof MongoRuntimeError && /not found/i.test(error.message))) throw error;
  }
}
