import { Button, ButtonLink } from '@shop/ui-kit';
import styles from './StatusPage.module.css';
import { useT } from '../i18n/messages';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div>
        <div className={styles.art} aria-hidden="true">
          404
        </div>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>
          {t('notFound.text')}
        </p>
        <div className={styles.buttons}>
          <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      </div>
    </section>
  );
}
