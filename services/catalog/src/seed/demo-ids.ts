import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';

/** Ids derived from names, so a seed interrupted half way picks up exactly where it stopped. */
export function demoId(kind: string, name: string): ObjectId {
  return new ObjectId(createHash('sha1').update(`catalog-demo:${kind}:${name}`).digest('hex').slice(0, 24));
}
