import { ButtonLink, StatusScreen } from '@shop/ui-kit';
import styles from './StatusPage.module.css';
import { useT } from '../i18n/messages';

export default function RestrictedAccessPage() {
  const t = useT();
  return (
    <StatusScreen
      className={styles.page}
      art="🔒"
      title={t('restricted.title')}
      text={t('restricted.text')}
      actions={
        <>
          <ButtonLink to="/login">{t('restricted.login')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('common.goHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
