import { ButtonLink } from '@shop/ui-kit';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** What a signed-out visitor sees on an orders page (the profile page says the same of itself). */
export function SignInFirst({ what }: { what: string }) {
  const t = useT();
  return (
    <div className={styles.state}>
      <p>{t('orders.signIn', { what })}</p>
      <ButtonLink to="/login">{t('common.logIn')}</ButtonLink>
    </div>
  );
}
