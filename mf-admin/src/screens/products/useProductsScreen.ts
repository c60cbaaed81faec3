import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Category, CreateCategoryBody, Product } from '@shop/contracts';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import * as api from './catalog-api';
import { firstTabId, isUnassigned, orderTabs } from './product-rules';

/** The Products screen's data and every action of admin spec §2/§8, with their exact messages. */
export function useProductsScreen() {
  const notify = useNotify();
  const categories = useLoaded('categories', api.fetchCategories, { failure: 'Failed to load categories' });
  const products = useLoaded('products', api.fetchProducts, { failure: 'Failed to load products' });
  const tabs = useMemo(() => orderTabs(categories.data ?? []), [categories.data]);
  const [selectedId, setSelectedId] = useState<string>();

  // First real category on load; and again whenever the selected one disappears (deleted).
  useEffect(() => {
    if (!tabs.some((tab) => tab._id === selectedId)) setSelectedId(firstTabId(tabs));
  }, [tabs, selectedId]);

  const selected = tabs.find((tab) => tab._id === selectedId);
  const reloadAll = useCallback(() => {
    categories.reload();
    products.reload();
  }, [categories, products]);

  const afterSuccess = (reload: () => void) => (ok: boolean) => {
    if (ok) reload();
    return ok;
  };

  return {
    loading: categories.loading || products.loading,
    tabs,
    selected,
    select: setSelectedId,
    products: products.data ?? [],
    addCategory: (body: CreateCategoryBody) =>
      notify
        .run(
          async () => {
            // Shown and selected at once; the reload that follows brings the server's own order.
            const { data: added } = await api.createCategory(body);
            categories.setData((current) => [...(current ?? []), added]);
            setSelectedId(added._id);
          },
          {
            success: 'Category added successfully!',
            failure: 'Failed to add category',
            serverMessage: true,
          },
        )
        .then(afterSuccess(categories.reload)),
    editCategory: (category: Category, body: CreateCategoryBody) =>
      notify
        .run(() => api.updateCategory(category._id, body), {
          success: 'Category updated successfully!',
          failure: 'Failed to edit category',
          serverMessage: true,
        })
        .then(afterSuccess(categories.reload)),
    deleteCategory: (category: Category) =>
      notify
        .run(() => api.deleteCategory(category._id), {
          success: 'Category deleted successfully!',
          failure: 'Failed to delete category',
        })
        .then(afterSuccess(reloadAll)),
    transferProduct: (product: Product, target: Category) =>
      notify
        .run(() => api.moveProduct(product._id, isUnassigned(target) ? null : target._id), {
          success: 'Product transferred successfully!',
          failure: 'Failed to transfer product',
        })
        .then(afterSuccess(products.reload)),
    deleteProduct: (product: Product) =>
      notify
        .run(() => api.deleteProduct(product._id), {
          success: 'Product deleted successfully!',
          failure: 'Failed to delete product',
        })
        .then(afterSuccess(products.reload)),
    deleteAllCategories: () =>
      notify
        .run(api.deleteAllCategories, {
          success: 'All categories deleted successfully!',
          failure: 'Failed to delete all categories',
        })
        .then(afterSuccess(reloadAll)),
    deleteAllProducts: () =>
      notify
        .run(api.deleteAllProducts, {
          success: 'All products deleted successfully!',
          failure: 'Failed to delete all products',
        })
        .then(afterSuccess(products.reload)),
    /** Admin spec §2: the action exists, but the screen shows no button for it. */
    unassignAllProducts: () =>
      notify
        .run(() => api.unassignAll(products.data ?? []), {
          success: 'All products unassigned successfully!',
          failure: 'Failed to unassign all products',
        })
        .then(afterSuccess(products.reload)),
  };
}

export type ProductsScreen = ReturnType<typeof useProductsScreen>;
