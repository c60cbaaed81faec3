import type { Product, ProductListResponse } from '@shop/contracts';
import { useToast } from '@shop/app-context';
import { Button, addToCart, apiFetch, errorMessage, formatEGP, useAsync } from '@shop/ui-kit';
import styles from './StandaloneApp.module.css';

/** Standalone only: a quick way to fill this page's cart (the storefront remote owns the real product pages). */
export function ProductShelf() {
  const toast = useToast();
  const products = useAsync('products', async () => (await apiFetch<ProductListResponse>('/products')).data);
  const add = async (product: Product) => {
    try {
      await addToCart({ productId: product._id, quantity: 1, selectedOptions: firstChoices(product) });
      toast.success(`Added 1 ${product.title} to cart!`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add item to cart. Please try again later.'));
    }
  };
  if (products.loading) return <p className={styles.loading}>Loading...</p>;
  return (
    <ul className={styles.shelf}>
      {(products.data ?? []).map((product) => (
        <li key={product._id} className={styles.product}>
          <span>
            {product.title} <small>{formatEGP(product.price)}</small>
          </span>
          <Button size="small" onClick={() => void add(product)} disabled={!product.availability}>
            Add
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One value per option and bundle item, the first one in stock, as the product page's pickers default. */
function firstChoices(product: Product) {
  const items = product.isBundle ? Math.max(1, product.bundleCount) : 1;
  return product.options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.stock > 0) ?? option.values[0];
    return value ? Array.from({ length: items }, () => ({ name: option.name, value: value.label })) : [];
  });
}
