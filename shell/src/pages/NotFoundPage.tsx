import { Button, ButtonLink, StatusScreen } from '@shop/ui-kit';
import styles from './StatusPage.module.css';
import { useT } from '../i18n/messages';

export default function NotFoundPage() {
  const t = useT();
  return (
    <StatusScreen
      className={styles.page}
      art="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <>
          <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </Button>
        </>
      }
    />
  );
}
