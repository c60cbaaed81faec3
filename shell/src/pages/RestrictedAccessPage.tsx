import { ButtonLink } from '@shop/ui-kit';
import styles from './StatusPage.module.css';
import { useT } from '../i18n/messages';

export default function RestrictedAccessPage() {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="restricted-title">
      <div>
        <div className={styles.art} aria-hidden="true">
          🔒
        </div>
        <h1 id="restricted-title" className={styles.title}>
          {t('restricted.title')}
        </h1>
        <p className={styles.text}>
          {t('restricted.text')}
        </p>
        <div className={styles.buttons}>
          <ButtonLink to="/login">{t('restricted.login')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('common.goHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
