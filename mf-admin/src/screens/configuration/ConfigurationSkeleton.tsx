import { Skeleton } from '@shop/ui-kit';
import { Panel } from '../../shared/Panel';
import styles from './ConfigurationPage.module.css';

/** The three sections' outline while they load. */
export function ConfigurationSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading configuration" data-testid="configuration-loading">
      {[6, 5, 6].map((fields, section) => (
        <Panel key={section}>
          <Skeleton width="14rem" height={26} />
          <div className={styles.grid} style={{ marginTop: '1.25rem' }}>
            {Array.from({ length: fields }, (_, index) => (
              <div key={index} className={styles.skeletonField}>
                <Skeleton width="40%" height={14} />
                <Skeleton height={44} />
              </div>
            ))}
          </div>
        </Panel>
      ))}
    </div>
  );
}
