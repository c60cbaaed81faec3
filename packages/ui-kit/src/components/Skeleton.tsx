import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** A grey shimmering block standing in for content that is loading; hidden from screen readers. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}
