import { ButtonLink } from '@shop/ui-kit';
import { StatusPage } from './StatusPage';
import { usePageT } from '../i18n/messages';

export default function RestrictedAccessPage() {
  const t = usePageT();
  return (
    <StatusPage
      art="🔒"
      words="restricted"
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
