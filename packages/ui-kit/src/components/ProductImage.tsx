import { useState } from 'react';
import { imageSrcSet } from '@shop/contracts/image-renditions';
import styles from './ProductImage.module.css';

/**
 * A product photo, or a soft placeholder when there is none or it fails to load. With `sizes`, an image the
 * catalog stores comes from its renditions (decision 032): AVIF where the browser takes it, else WebP, in the
 * width the slot needs; `width`/`height` give the box its shape before the bytes arrive (no layout shift).
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  sizes,
  width,
  height,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The slot's width (the `sizes` attribute), e.g. "(max-width: 559px) 50vw, 300px". */
  sizes?: string;
  width?: number;
  height?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    return (
      <div className={[styles.placeholder, className].filter(Boolean).join(' ')} role="img" aria-label={alt}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M9 3h6v4H9zM8 7h8l1 14H7z" />
          <path d="M12 11v6" />
        </svg>
      </div>
    );
  }
  const img = (
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={src}
      srcSet={sizes ? imageSrcSet(src, 'webp') : undefined}
      sizes={sizes && imageSrcSet(src, 'webp') ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
  const avif = sizes ? imageSrcSet(src, 'avif') : undefined;
  if (!avif) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
