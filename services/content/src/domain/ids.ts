import { ObjectId } from 'mongodb';

/** Route params are checked by `IdParams` (24 hex characters) before they reach the domain. */
export function toObjectId(id: string): ObjectId {
  return new ObjectId(id);
}
