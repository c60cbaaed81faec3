import { useEffect, useState } from 'react';
import type { Category, Product } from '@shop/contracts';
import { Button, ButtonLink, Pagination } from '@shop/ui-kit';
import { PRODUCTS_PER_PAGE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { paginate } from '../../shared/paging';
import { AdminProductCard } from './AdminProductCard';
import { panelId, tabId } from './CategoryTabs';
import { isUnassigned, productCountLine } from './product-rules';
import styles from './ProductsPage.module.css';

interface CategoryPanelProps {
  category: Category;
  products: Product[];
  targets: Category[];
  onEdit: () => void;
  onDelete: () => void;
  onTransfer: (product: Product, target: Category) => void;
  onDeleteProduct: (product: Product) => void;
}

/** One tab's content: title, description, count, buttons and its products, 6 per page. */
export function CategoryPanel({
  category,
  products,
  targets,
  onEdit,
  onDelete,
  onTransfer,
  onDeleteProduct,
}: CategoryPanelProps) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [category._id]);
  const paged = paginate(products, page, PRODUCTS_PER_PAGE);

  return (
    <section id={panelId} role="tabpanel" aria-labelledby={tabId(category)} className={styles.panel}>
      <header className={styles.panelHead}>
        <div>
          <h2 className={styles.panelTitle}>{category.title}</h2>
          <p className={styles.panelDescription}>{category.description}</p>
          <p className={styles.countLine}>{productCountLine(products.length)}</p>
        </div>
        <div className={styles.panelActions}>
          <ButtonLink to={`/admin/products/new?category=${category._id}`}>Add Product</ButtonLink>
          <Button variant="secondary" onClick={onEdit}>
            Edit Category
          </Button>
          {/* Unassigned Items holds every orphaned product, so the catalog refuses to delete it. */}
          {!isUnassigned(category) && (
            <Button variant="ghost" onClick={onDelete}>
              Delete Category
            </Button>
          )}
        </div>
      </header>
      {products.length === 0 ? (
        <EmptyState>No products in this category</EmptyState>
      ) : (
        <div className={styles.grid}>
          {paged.items.map((product) => (
            <AdminProductCard
              key={product._id}
              product={product}
              targets={targets}
              onTransfer={(target) => onTransfer(product, target)}
              onDelete={() => onDeleteProduct(product)}
            />
          ))}
        </div>
      )}
      {products.length > PRODUCTS_PER_PAGE && (
        <Pagination
          page={paged.page}
          pages={paged.pages}
          onChange={setPage}
          label={`${category.title} pages`}
        />
      )}
    </section>
  );
}
