import { z } from 'zod';
import { objectId } from '../common';
import { eventEnvelope } from './envelope';

export const PRODUCT_DELETED = 'product.deleted';

export const ProductDeletedData = z.object({ productId: objectId });
export type ProductDeletedData = z.infer<typeof ProductDeletedData>;

export const ProductDeletedEvent = eventEnvelope(PRODUCT_DELETED, 1, ProductDeletedData);
export type ProductDeletedEvent = z.infer<typeof ProductDeletedEvent>;
