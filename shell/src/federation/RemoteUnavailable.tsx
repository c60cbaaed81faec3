import { Button } from '@shop/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import styles from './RemoteUnavailable.module.css';
import { useT } from '../i18n/messages';

interface RemoteUnavailableProps {
  what: string;
  onRetry: () => void;
  /** A small "!" retry button instead of the panel (for the cart badge in the navigation). */
  compact?: boolean;
  /** The slot is the whole page (a route, or /admin without the shop's navigation): offer a way back to the shop. */
  fullPage?: boolean;
}

/** The fallback of a slot whose remote could not be loaded or crashed; Retry loads it again in place. */
export function RemoteUnavailable({ what, onRetry, compact = false, fullPage = false }: RemoteUnavailableProps) {
  const { pathname } = useLocation();
  const t = useT();
  if (compact) {
    return (
      <button
        type="button"
        className={styles.compact}
        onClick={onRetry}
        aria-label={t('remote.compactLabel', { what })}
        title={t('remote.compactTitle', { what })}
        data-remote-fallback={what}
      >
        !
      </button>
    );
  }
  return (
    <section className={styles.panel} role="alert" data-remote-fallback={what}>
      <h2 className={styles.title}>{t('remote.title')}</h2>
      <p className={styles.text}>{t('remote.text', { what })}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
        {fullPage && pathname !== '/' && (
          <Link className={styles.home} to="/">
            {t('remote.back')}
          </Link>
        )}
      </div>
    </section>
  );
}
