import { createMessages, type Catalogue } from './messages';

const loadedAs = (catalogue: Catalogue) => () => Promise.resolve({ default: catalogue });

function messagesWithCounts() {
  const calls = { core: 0, page: 0 };
  const counted = (name: keyof typeof calls, catalogue: Catalogue) => () => {
    calls[name] += 1;
    return loadedAs(catalogue)();
  };
  const messages = createMessages(
    {
      en: counted('core', { product: { soldOut: 'Sold Out' }, home: { title: 'Home' } }),
      ar: loadedAs({ product: { soldOut: 'نفدت' } }),
    },
    {
      page: {
        en: counted('page', { product: { add: 'Add {{n}} to Cart' } }),
        ar: loadedAs({ product: { add: 'أضف {{n}}' } }),
      },
    },
  );
  return { messages, calls };
}

describe('createMessages with parts', () => {
  it("when only the core is loaded, then a page part's key reads as itself", async () => {
    const { messages } = messagesWithCounts();
    await messages.ready('en');
    const t = messages.translator('en');
    expect(t('product.soldOut')).toBe('Sold Out');
    expect(t('product.add', { n: 2 })).toBe('product.add');
  });

  it("when a page's part is loaded, then its keys join the core's under the same screen, in that language only", async () => {
    const { messages } = messagesWithCounts();
    await messages.ready('en', ['page']);
    const t = messages.translator('en');
    expect(t('product.add', { n: 2 })).toBe('Add 2 to Cart');
    expect(t('product.soldOut')).toBe('Sold Out');
    expect(t('home.title')).toBe('Home');
    expect(messages.translator('ar')('product.add')).toBe('product.add');
    await messages.ready('ar', ['page']);
    expect(messages.translator('ar')('product.add', { n: 2 })).toBe('أضف 2');
    expect(messages.translator('ar')('product.soldOut')).toBe('نفدت');
  });

  it('when the core and a part are asked for again, then each is downloaded once', async () => {
    const { messages, calls } = messagesWithCounts();
    await Promise.all([messages.ready('en', ['page']), messages.ready('en'), messages.ready('en', ['page'])]);
    expect(calls).toEqual({ core: 1, page: 1 });
  });

  it('when a part is not declared, then ready fails and names it', async () => {
    const { messages } = messagesWithCounts();
    await expect(messages.ready('en', ['checkout'])).rejects.toThrow('no catalogue part "checkout"');
  });

  it('when a download fails, then the next ready tries it again', async () => {
    let attempts = 0;
    const messages = createMessages({
      en: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : loadedAs({ a: 'A' })()),
      ar: loadedAs({ a: 'أ' }),
    });
    await expect(messages.ready('en')).rejects.toThrow('offline');
    await messages.ready('en');
    expect(messages.translator('en')('a')).toBe('A');
  });
});
