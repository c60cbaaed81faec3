import { useId } from 'react';
import { starParts, STARS_OUT_OF } from '../format/stars';
import styles from './Stars.module.css';

const PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Full and half stars out of 5; screen readers hear "Rated 4.5 out of 5". */
export function Stars({ rating, size = 18, label }: { rating: number; size?: number; label?: string }) {
  const { full, half, empty } = starParts(rating);
  const gradientId = useId();
  const kinds = [...Array(full).fill('full'), ...Array(half).fill('half'), ...Array(empty).fill('empty')] as const;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={label ?? `Rated ${rating} out of ${STARS_OUT_OF}`}
      style={{ ['--star-size' as string]: `${size}px` }}
    >
      {kinds.map((kind, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          className={[styles.star, kind === 'empty' && styles.empty].filter(Boolean).join(' ')}
          data-star={kind}
          aria-hidden="true"
        >
          {kind === 'half' && (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="#e3d3d9" />
              </linearGradient>
            </defs>
          )}
          <path d={PATH} fill={kind === 'half' ? `url(#${gradientId})` : 'currentColor'} />
        </svg>
      ))}
    </span>
  );
}
