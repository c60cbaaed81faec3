import { Button, ButtonLink } from '@shop/ui-kit';
import { StatusPage } from './StatusPage';
import { usePageT } from '../i18n/messages';

export default function NotFoundPage() {
  const t = usePageT();
  return (
    <StatusPage
      art="404"
      words="notFound"
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
