import { ProductReadCache } from './product-read-cache';

function setup() {
  const state = { title: 'Rose', listReads: 0, gate: undefined as Promise<void> | undefined };
  const cache = new ProductReadCache({
    list: async () => {
      state.listReads += 1;
      const title = state.title;
      if (state.gate) await state.gate;
      return { data: [{ title }] };
    },
    detail: async (id) => (id === 'missing' ? null : { data: { id, title: state.title } }),
  });
  cache.setEnabled(true);
  return { cache, state };
}

const json = (cached: { body: Buffer } | null) => JSON.parse(cached!.body.toString()) as unknown;

describe('ProductReadCache', () => {
  it('when the list is read twice, then the database is read once and the same bytes are answered', async () => {
    const { cache, state } = setup();
    const first = await cache.getList();
    const second = await cache.getList();
    expect(second).toBe(first);
    expect(state.listReads).toBe(1);
    expect(json(first)).toEqual({ data: [{ title: 'Rose' }] });
  });

  it('when a product is invalidated, then the next read shows the change', async () => {
    const { cache, state } = setup();
    await cache.getList();
    state.title = 'Ruby';
    cache.invalidateProduct('p1');
    expect(json(await cache.getList())).toEqual({ data: [{ title: 'Ruby' }] });
  });

  it('when an invalidation lands during a load, then that older load is not kept', async () => {
    const { cache, state } = setup();
    let open!: () => void;
    state.gate = new Promise<void>((resolve) => (open = resolve));
    const stale = cache.getList();
    cache.invalidateAll();
    state.title = 'Ruby';
    state.gate = undefined;
    open();
    expect(json(await stale)).toEqual({ data: [{ title: 'Rose' }] });
    expect(json(await cache.getList())).toEqual({ data: [{ title: 'Ruby' }] });
    expect(state.listReads).toBe(2);
  });

  it('when the cache is disabled, then every read goes to the database', async () => {
    const { cache, state } = setup();
    cache.setEnabled(false);
    await cache.getList();
    await cache.getList();
    expect(state.listReads).toBe(2);
  });

  it('when a product does not exist, then null is answered and nothing is kept', async () => {
    const { cache } = setup();
    await expect(cache.getDetail('missing')).resolves.toBeNull();
    const detail = await cache.getDetail('p1');
    expect(await cache.getDetail('p1')).toBe(detail);
  });
});
