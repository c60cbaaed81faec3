import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { createProduct } from './support/builders';
import { useCatalogBehindProxy } from './support/use-catalog';

const { eventually } = testing;

const bed = useCatalogBehindProxy();

const titleOf = async (id: string) =>
  ((await bed.app.inject('/api/products')).json().data as Array<{ _id: string; title: string }>).find(
    (p) => p._id === id,
  )?.title;
const setTitleBehindTheCatalog = (id: string, title: string) =>
  bed.app.db.collection('products').updateOne({ _id: new ObjectId(id) }, { $set: { title } });

describe('read cache while the broker is away', () => {
  it('when the invalidation feed is lost, then reads go to the database; when it is back, caching resumes', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Cached' });
    // The product's own product.updated comes back on the feed and empties the cache once: let it pass first.
    await eventually(async () =>
      expect(
        await bed.app.db
          .collection('products')
          .countDocuments({ _id: new ObjectId(product._id), hasPendingEvents: true }),
      ).toBe(0),
    );
    await eventually(async () => {
      await titleOf(product._id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bed.catalog.cache.peekList()).toBeDefined();
    });
    await setTitleBehindTheCatalog(product._id, 'Changed elsewhere');
    expect(await titleOf(product._id)).toBe('Cached');

    // Other replicas' events could be missed now: the cache must not be trusted.
    await bed.proxy.stop();
    await eventually(async () => expect(await titleOf(product._id)).toBe('Changed elsewhere'), 10_000);
    await setTitleBehindTheCatalog(product._id, 'Changed again');
    expect(await titleOf(product._id)).toBe('Changed again');
    expect(bed.catalog.cache.peekList()).toBeUndefined();

    await bed.proxy.start(bed.proxy.port);
    await eventually(async () => {
      await titleOf(product._id);
      expect(bed.catalog.cache.peekList()).toBeDefined();
    }, 15_000);
  });
});
