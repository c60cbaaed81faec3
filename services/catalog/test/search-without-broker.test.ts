import { testing } from '@shop/service-kit';
import { ObjectId } from 'mongodb';
import { createProduct } from './support/builders';
import { useCatalogBehindProxy } from './support/use-catalog';

const { eventually } = testing;

const bed = useCatalogBehindProxy();

const titles = async (q: string) =>
  ((await bed.app.inject({ url: '/api/search', query: { q } })).json().data as Array<{ title: string }>).map(
    (hit) => hit.title,
  );
/** A change this process hears nothing of, as another replica's event sent while its feed was down. */
const renameBehindTheCatalog = (id: string, title: string) =>
  bed.app.db.collection('products').updateOne({ _id: new ObjectId(id) }, { $set: { title } });

describe('search while the broker is away', () => {
  it('when the feed is lost, then the index keeps answering; when it is back, the index is loaded again', async () => {
    const product = await createProduct(bed.app, bed.adminToken, { title: 'Lilac Soap' });
    await eventually(async () => expect(await titles('lilac')).toEqual(['Lilac Soap']));

    await bed.proxy.stop();
    await renameBehindTheCatalog(product._id, 'Peony Soap');
    expect(await titles('lilac')).toEqual(['Lilac Soap']);

    await bed.proxy.start(bed.proxy.port);
    await eventually(async () => {
      expect(await titles('peony')).toEqual(['Peony Soap']);
      expect(await titles('lilac')).toEqual([]);
    }, 20_000);
  }, 40_000);
});
