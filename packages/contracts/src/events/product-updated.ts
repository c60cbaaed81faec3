import { z } from 'zod';
import { Product } from '../resources/product';
import { eventEnvelope } from './envelope';

export const PRODUCT_UPDATED = 'product.updated';

/** A full snapshot, so a consumer never has to call back to the catalog. */
export const ProductUpdatedData = z.object({ product: Product });
export type ProductUpdatedData = z.infer<typeof ProductUpdatedData>;

export const ProductUpdatedEvent = eventEnvelope(PRODUCT_UPDATED, 1, ProductUpdatedData);
export type ProductUpdatedEvent = z.infer<typeof ProductUpdatedEvent>;
