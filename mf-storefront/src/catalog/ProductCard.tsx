import { Link } from 'react-router-dom';
import type { Product } from '@shop/contracts';
import { Button, ButtonLink, ProductImage, Skeleton, formatEGP } from '@shop/ui-kit';
import styles from './ProductCard.module.css';

/** Storefront spec §2: image, Sold Out badge, title link, description, price, View Details / Sold Out. */
export function ProductCard({ product }: { product: Product }) {
  const href = `/products/${product._id}`;
  return (
    <article className={styles.card} data-testid="product-card" aria-labelledby={`product-${product._id}`}>
      <div className={styles.media}>
        <ProductImage src={product.image} alt={product.title} />
        {!product.availability && <span className={styles.soldOut}>Sold Out</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={`product-${product._id}`}>
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{formatEGP(product.price)}</span>
          {product.availability ? (
            <ButtonLink to={href} size="small" variant="secondary" aria-label={`View details of ${product.title}`}>
              View Details
            </ButtonLink>
          ) : (
            <Button size="small" variant="secondary" disabled>
              Sold Out
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products, columns = 3 }: { products: Product[]; columns?: 3 | 4 }) {
  return (
    <div className={[styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ')}>
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div className={[styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ')} aria-busy="true" data-testid="products-loading">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <div style={{ aspectRatio: '1 / 1' }}>
            <Skeleton height="100%" radius={0} />
          </div>
          <Skeleton height={22} width="70%" />
          <Skeleton height={14} />
          <Skeleton height={36} width="45%" radius={999} />
        </div>
      ))}
    </div>
  );
}
