import { useMemo, useState } from 'react';
import type { Category, Product } from '@shop/contracts';
import { Button, Skeleton } from '@shop/ui-kit';
import { DangerZone } from '../../shared/DangerZone';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { CategoryDialog } from './CategoryDialog';
import { CategoryPanel } from './CategoryPanel';
import { CategoryTabs } from './CategoryTabs';
import { productsOfTab, transferTargets } from './product-rules';
import { useProductsScreen } from './useProductsScreen';
import styles from './ProductsPage.module.css';

type CategoryEditor = { mode: 'add' } | { mode: 'edit'; category: Category } | undefined;
type PendingDelete =
  | { kind: 'category'; category: Category }
  | { kind: 'product'; product: Product }
  | { kind: 'all-categories' }
  | { kind: 'all-products' }
  | undefined;

/** /admin/products (admin spec §2). */
export default function ProductsPage() {
  const screen = useProductsScreen();
  const [editor, setEditor] = useState<CategoryEditor>();
  const [pending, setPending] = useState<PendingDelete>();
  const { tabs, selected, products } = screen;
  const tabProducts = useMemo(
    () => (selected ? productsOfTab(products, selected, tabs) : []),
    [products, selected, tabs],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    if (pending.kind === 'category') await screen.deleteCategory(pending.category);
    if (pending.kind === 'product') await screen.deleteProduct(pending.product);
    if (pending.kind === 'all-categories') await screen.deleteAllCategories();
    if (pending.kind === 'all-products') await screen.deleteAllProducts();
    setPending(undefined);
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Categories and the products in each of them."
        actions={<Button onClick={() => setEditor({ mode: 'add' })}>Add Category</Button>}
      />
      {screen.loading ? (
        <div
          aria-busy="true"
          aria-label="Loading products"
          data-testid="products-loading"
          className={styles.skeleton}
        >
          <div className={styles.skeletonTabs}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} width={120} height={40} radius={999} />
            ))}
          </div>
          <Skeleton width="16rem" height={28} />
          <Skeleton width="24rem" height={16} />
          <div className={styles.grid}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={380} radius={22} />
            ))}
          </div>
        </div>
      ) : tabs.length === 0 ? (
        <EmptyState>No categories yet. Add one to start.</EmptyState>
      ) : (
        <>
          <CategoryTabs tabs={tabs} selected={selected} onSelect={screen.select} />
          {selected && (
            <CategoryPanel
              category={selected}
              products={tabProducts}
              targets={transferTargets(tabs, selected)}
              onEdit={() => setEditor({ mode: 'edit', category: selected })}
              onDelete={() => setPending({ kind: 'category', category: selected })}
              onTransfer={screen.transferProduct}
              onDeleteProduct={(product) => setPending({ kind: 'product', product })}
            />
          )}
        </>
      )}
      <DangerZone description="Deleting every category moves all products to Unassigned Items; deleting every product empties the catalog.">
        <Button variant="danger" onClick={() => setPending({ kind: 'all-categories' })}>
          Delete All Categories
        </Button>
        <Button variant="danger" onClick={() => setPending({ kind: 'all-products' })}>
          Delete All Products
        </Button>
      </DangerZone>
      <CategoryDialog
        open={editor !== undefined}
        category={editor?.mode === 'edit' ? editor.category : undefined}
        onClose={() => setEditor(undefined)}
        onSave={(body) =>
          editor?.mode === 'edit' ? screen.editCategory(editor.category, body) : screen.addCategory(body)
        }
      />
      <DeleteConfirmDialog
        open={pending !== undefined}
        onCancel={() => setPending(undefined)}
        onConfirm={confirmDelete}
      >
        {pendingText(pending)}
      </DeleteConfirmDialog>
    </>
  );
}

function pendingText(pending: PendingDelete): string {
  switch (pending?.kind) {
    case 'category':
      return `The category "${pending.category.title}" will be deleted; its products move to Unassigned Items.`;
    case 'product':
      return `The product "${pending.product.title}" will be deleted.`;
    case 'all-categories':
      return 'Every category will be deleted; all products move to Unassigned Items.';
    case 'all-products':
      return 'Every product of the shop will be deleted.';
    default:
      return '';
  }
}
