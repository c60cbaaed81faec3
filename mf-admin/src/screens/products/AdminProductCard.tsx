import { useId } from 'react';
import type { Category, Product } from '@shop/contracts';
import { Button, ButtonLink, ProductImage, Stars, fieldClasses, formatEGP } from '@shop/ui-kit';
import { Badge } from '../../shared/Badge';
import { colorsShown, discountPercent, ratingText, sizesShown } from './product-rules';
import styles from './AdminProductCard.module.css';

/**
 * The card's picture slot (AdminProductCard.module.css .media), for choosing a rendition (decision 032): the whole
 * screen's width on a phone, else a column of ProductsPage's grid (at least 250 px, wider only until a second
 * column fits), so 400 px at most.
 */
const CARD_IMAGE_SIZES = '(max-width: 600px) 100vw, 400px';
/** The catalog's images are square (the specs' 400 × 400): the box's shape before the bytes arrive. */
const IMAGE_PX = 400;

interface AdminProductCardProps {
  product: Product;
  targets: Category[];
  onTransfer: (target: Category) => void;
  onDelete: () => void;
}

/** Admin spec §2: image, title, prices and discount, rating, stock, colours and sizes; Edit, Transfer, Delete. */
export function AdminProductCard({ product, targets, onTransfer, onDelete }: AdminProductCardProps) {
  const transferId = useId();
  const discount = discountPercent(product.price, product.oldPrice);
  const colors = colorsShown(product);
  const sizes = sizesShown(product);
  return (
    <article
      className={styles.card}
      aria-labelledby={`product-${product._id}`}
      data-testid="admin-product-card"
    >
      <div className={styles.media}>
        <ProductImage
          src={product.image || undefined}
          alt={product.title}
          sizes={CARD_IMAGE_SIZES}
          width={IMAGE_PX}
          height={IMAGE_PX}
        />
        {discount !== null && discount > 0 && <span className={styles.discount}>-{discount}%</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={`product-${product._id}`}>
          {product.title}
        </h3>
        <p className={styles.prices}>
          <span className={styles.price}>{formatEGP(product.price)}</span>
          {product.oldPrice > 0 && <s className={styles.oldPrice}>{formatEGP(product.oldPrice)}</s>}
        </p>
        <p className={styles.rating}>
          {product.rating > 0 ? (
            <>
              <Stars rating={product.rating} size={16} /> <span>{ratingText(product.rating)}</span>
              <span className={styles.muted}>({product.reviews})</span>
            </>
          ) : (
            <span className={styles.muted}>{ratingText(product.rating)}</span>
          )}
        </p>
        <div className={styles.badges}>
          <Badge tone={product.availability ? 'success' : 'danger'}>
            {product.availability ? 'In Stock' : 'Out of Stock'}
          </Badge>
          {product.isBundle && <Badge tone="primary">Bundle of {product.bundleCount}</Badge>}
        </div>
        {colors.shown.length > 0 && (
          <ul className={styles.values} aria-label="Colors">
            {colors.shown.map((color) => (
              <li key={color.label} className={styles.color}>
                <span className={styles.swatch} style={{ background: color.hex }} aria-hidden="true" />
                {color.label}
              </li>
            ))}
            {colors.more && <li className={styles.more}>{colors.more}</li>}
          </ul>
        )}
        {sizes.shown.length > 0 && (
          <ul className={styles.values} aria-label="Sizes">
            {sizes.shown.map((size) => (
              <li key={size.label} className={styles.size}>
                {size.label}
              </li>
            ))}
            {sizes.more && <li className={styles.more}>{sizes.more}</li>}
          </ul>
        )}
        <div className={styles.actions}>
          <div className={styles.transfer}>
            <label htmlFor={transferId} className={fieldClasses.label}>
              Transfer
            </label>
            <select
              id={transferId}
              className={fieldClasses.control}
              value=""
              onChange={(event) => {
                const target = targets.find((t) => t._id === event.target.value);
                if (target) onTransfer(target);
              }}
            >
              <option value="" disabled>
                Move to...
              </option>
              {targets.map((target) => (
                <option key={target._id} value={target._id}>
                  {target.title}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.buttons}>
            <ButtonLink
              to={`/admin/products/edit/${product._id}`}
              size="small"
              aria-label={`Edit ${product.title}`}
            >
              Edit
            </ButtonLink>
            <Button size="small" variant="ghost" onClick={onDelete} aria-label={`Delete ${product.title}`}>
              Delete
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
