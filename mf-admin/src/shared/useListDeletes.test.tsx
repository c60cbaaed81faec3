import { renderToStaticMarkup } from 'react-dom/server';
import { useListDeletes, type ListDeletesOptions } from './useListDeletes';

interface Item {
  id: string;
}

function buildOptions(overrides: Partial<ListDeletesOptions<Item>> = {}): ListDeletesOptions<Item> {
  return {
    one: {
      run: async () => undefined,
      toasts: { success: 'Item deleted successfully', failure: 'Failed to delete item' },
      describe: (item) => `Item ${item.id} will be deleted.`,
    },
    all: {
      run: async () => undefined,
      toasts: { success: 'All items deleted successfully', failure: 'Failed to delete all items' },
      describe: 'Every item will be deleted.',
      zone: { description: 'Deletes every item.', button: 'Delete All Items' },
    },
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

  it('when a screen has no delete-all, then it has no Danger Zone', () => {
    const html = renderToStaticMarkup(<Screen options={buildOptions({ all: undefined })} />);
    expect(html).not.toContain('Danger Zone');
  });

  it('when nothing was asked yet, then no confirmation is open', () => {
    const html = renderToStaticMarkup(<Screen options={buildOptions()} />);
    expect(html).not.toContain('Every item will be deleted.');
    expect(html).not.toContain('Item 1 will be deleted.');
  });
});
