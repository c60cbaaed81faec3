import { renderToStaticMarkup } from 'react-dom/server';
import { useListDeletes, type ListDeletesOptions } from './useListDeletes';

interface Item {
  id: string;
}

function buildOptions(overrides: Partial<ListDeletesOptions<Item>> = {}): ListDeletesOptions<Item> {
  return {
    deleteOne: async () => undefined,
    deleteAll: async () => undefined,
    toasts: {
      one: { success: 'Item deleted successfully', failure: 'Failed to delete item' },
      all: { success: 'All items deleted successfully', failure: 'Failed to delete all items' },
    },
    describeOne: (item) => `Item ${item.id} will be deleted.`,
    describeAll: 'Every item will be deleted.',
    zone: { description: 'Deletes every item.', button: 'Delete All Items' },
    onDeleted: () => undefined,
    ...overrides,
  };
}

function Screen({ options }: { options: ListDeletesOptions<Item> }) {
  const deletes = useListDeletes(options);
  return (
    <>
      {deletes.dangerZone}
      {deletes.dialog}
    </>
  );
}

describe('useListDeletes', () => {
  it("when a list screen renders, then its Danger Zone carries the screen's own sentence and button", () => {
    const html = renderToStaticMarkup(<Screen options={buildOptions()} />);
    expect(html).toContain('Danger Zone');
    expect(html).toContain('Deletes every item.');
    expect(html).toContain('>Delete All Items<');
  });

  it('when nothing was asked yet, then no confirmation is open', () => {
    const html = renderToStaticMarkup(<Screen options={buildOptions()} />);
    expect(html).not.toContain('Every item will be deleted.');
    expect(html).not.toContain('Item 1 will be deleted.');
  });
});
