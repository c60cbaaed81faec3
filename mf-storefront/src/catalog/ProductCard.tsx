import { Link } from 'react-router-dom';
import type { Product } from '@shop/contracts';
import { Button, ButtonLink, ProductImage, Skeleton } from '@shop/ui-kit';
import { useFormat, useLocalized } from '@shop/app-context';
import styles from './ProductCard.module.css';
import { useT } from '../i18n/messages';

/** Storefront spec §2: image, Sold Out badge, title link, description, price, View Details / Sold Out. */
/** The card's image slot (ProductCard.module.css): half the screen up to the two-column breakpoint. */
const CARD_SIZES = { 3: '(max-width: 959px) 50vw, 400px', 4: '(max-width: 1099px) 50vw, 300px' } as const;

export function ProductCard({
  product,
  eager = false,
  sizes = CARD_SIZES[3],
}: {
  product: Product;
  /** In the first screen: fetched at once rather than when scrolled near. */
  eager?: boolean;
  sizes?: string;
}) {
  const href = `/products/${product._id}`;
  const t = useT();
  const text = useLocalized();
  const { price } = useFormat();
  const title = text(product, 'title');
  return (
    <article className={styles.card} data-testid="product-card" aria-labelledby={`product-${product._id}`}>
      <div className={styles.media}>
        <ProductImage src={product.image} alt={title} eager={eager} sizes={sizes} width={400} height={400} />
        {!product.availability && <span className={styles.soldOut}>{t('product.soldOut')}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={`product-${product._id}`}>
          <Link to={href}>{title}</Link>
        </h3>
        <p className={styles.description}>{text(product, 'description')}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{price(product.price)}</span>
          {product.availability ? (
            <ButtonLink
              to={href}
              size="small"
              variant="secondary"
              aria-label={t('product.viewDetailsOf', { title })}
            >
              {t('product.viewDetails')}
            </ButtonLink>
          ) : (
            <Button size="small" variant="secondary" disabled>
              {t('product.soldOut')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** `eagerCount`: how many cards open the first screen (the catalogue's first row); the rest load lazily. */
export function ProductGrid({
  products,
  columns = 3,
  eagerCount = 0,
}: {
  products: Product[];
  columns?: 3 | 4;
  eagerCount?: number;
}) {
  return (
    <div className={[styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ')}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          eager={index < eagerCount}
          sizes={CARD_SIZES[columns]}
        />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div
      className={[styles.grid, columns === 4 && styles.four].filter(Boolean).join(' ')}
      aria-busy="true"
      data-testid="products-loading"
    >
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
