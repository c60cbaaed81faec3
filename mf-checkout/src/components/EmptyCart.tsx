import { Button } from '@shop/ui-kit';
import styles from './EmptyCart.module.css';
import { useT } from '../i18n/messages';

/** The drawer's and the full cart's empty state (storefront spec §2). */
export function EmptyCart({ onContinue }: { onContinue: () => void }) {
  const t = useT();
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M6 7h12l-1 13H7L6 7z" />
        <path d="M9 7V6a3 3 0 0 1 6 0v1" />
      </svg>
      <p className={styles.text}>{t('cart.empty')}</p>
      <Button onClick={onContinue}>{t('cart.continue')}</Button>
    </div>
  );
}
