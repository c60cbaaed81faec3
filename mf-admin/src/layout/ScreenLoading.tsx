import { Skeleton } from '@shop/ui-kit';
import styles from './ScreenLoading.module.css';

/** Stands in for a screen whose code is still downloading. */
export function ScreenLoading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height={34} />
      <Skeleton width="60%" height={16} />
      <div className={styles.blocks}>
        <Skeleton height={140} radius={22} />
        <Skeleton height={140} radius={22} />
        <Skeleton height={140} radius={22} />
      </div>
    </div>
  );
}
