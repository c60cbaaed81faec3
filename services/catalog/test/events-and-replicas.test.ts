import { CategoryDeletedEvent, ProductDeletedEvent, ProductUpdatedEvent } from '@shop/contracts';
import { testing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { bearer, startCatalog, type CatalogTestbed } from './support/catalog-app';
import { createCategory, createProduct } from './support/builders';
import { tapEvents, type EventTap } from './support/event-tap';

const { eventually } = testing;

let bed: CatalogTestbed;
let tap: EventTap;
let admin: Record<string, string>;

beforeAll(async () => {
  bed = await startCatalog();
  admin = bearer(bed.adminToken);
  tap = await tapEvents(bed.exchange, ['product.updated', 'product.deleted', 'category.deleted']);
});
afterAll(async () => {
  await tap.close();
  await bed.close();
});

const titleIn = async (app: FastifyInstance, id: string) =>
  ((await app.inject('/api/products')).json().data as Array<{ _id: string; title: string }>).find(
    (p) => p._id === id,
  )?.title;

describe('events through the outbox', () => {
  it('when a product is created and updated, then product.updated carries each full snapshot', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await bed.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: admin,
      payload: { price: 10.5 },
    });
    await eventually(() => {
      const snapshots = tap
        .ofType('product.updated')
        .map((e) => ProductUpdatedEvent.parse(e).data.product)
        .filter((p) => p._id === product._id);
      expect(snapshots.map((p) => p.price)).toEqual([349, 10.5]);
    });
  });

  it('when a product is deleted, then product.deleted names it', async () => {
    const product = await createProduct(bed.app, bed.adminToken);
    await bed.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: admin });
    await eventually(() =>
      expect(tap.ofType('product.deleted').map((e) => ProductDeletedEvent.parse(e).data.productId)).toContain(
        product._id,
      ),
    );
  });

  it('when a category is deleted, then category.deleted says its products went to Unassigned Items', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    await bed.app.inject({ method: 'DELETE', url: `/api/categories/${category._id}`, headers: admin });
    const unassigned = (
      (await bed.app.inject('/api/categories/')).json().data as Array<{ _id: string; title: string }>
    ).find((c) => c.title === 'Unassigned Items')!;
    await eventually(() =>
      expect(tap.ofType('category.deleted').map((e) => CategoryDeletedEvent.parse(e).data)).toContainEqual({
        categoryId: category._id,
        movedToCategoryId: unassigned._id,
      }),
    );
  });
});

describe('category.deleted consumed by the catalog itself', () => {
  it('when the event arrives for products the request did not move (a crash in between), then they are moved', async () => {
    const category = await createCategory(bed.app, bed.adminToken);
    const product = await createProduct(bed.app, bed.adminToken, { product_category_id: category._id });
    const unassigned = (
      (await bed.app.inject('/api/categories/')).json().data as Array<{ _id: string; title: string }>
    ).find((c) => c.title === 'Unassigned Items')!;
    await tap.publish({
      id: randomUUID(),
      type: 'category.deleted',
      version: 1,
      occurredAt: new Date().toISOString(),
      traceparent: '',
      data: { categoryId: category._id, movedToCategoryId: unassigned._id },
    } as { type: string });
    await eventually(async () => {
      const moved = (await bed.app.inject(`/api/products/${product._id}`)).json().data;
      expect(moved.product_category_id).toBe(unassigned._id);
    }, 10_000);
  });
});

describe('read cache across replicas', () => {
  it('when another replica changes a product, then this replica stops serving its cached copy', async () => {
    const other = await bed.replica();
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Before' });
    // Once the creation's own event has gone by, what the other replica reads stays cached.
    await eventually(() =>
      expect(
        tap.ofType('product.updated').some((e) => (e.data.product as { _id: string })._id === product._id),
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await titleIn(other, product._id)).toBe('Before');
    // Behind both replicas' backs: a cached replica keeps answering what it cached.
    await other.db
      .collection('products')
      .updateOne({ _id: new ObjectId(product._id) }, { $set: { title: 'Unseen' } });
    expect(await titleIn(other, product._id)).toBe('Before');
    await bed.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: admin,
      payload: { title: 'After' },
    });
    await eventually(async () => expect(await titleIn(other, product._id)).toBe('After'));
  });
});
