import { useState } from 'react';
import styles from './ProductImage.module.css';

/** A product photo, or a soft placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, className, eager = false }: {
  src: string | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
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
  return (
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
