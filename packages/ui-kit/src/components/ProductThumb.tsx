import { ProductImage } from './ProductImage';

/**
 * A product's picture in a fixed square box of `px` CSS pixels, beside the product's name (a search suggestion, a
 * search result): drawn from the catalog's renditions for that box, never the uploaded original (decision 032).
 * `className` is the box (its size, corners, background); the picture fills it. Decorative, since the name
 * follows it; without an image the box stays empty.
 */
export function ProductThumb({ src, px, className }: { src: string | undefined; px: number; className?: string }) {
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <span className={className}>
      <ProductImage src={src} alt="" sizes={`${px}px`} width={px} height={px} />
    </span>
  );
}
