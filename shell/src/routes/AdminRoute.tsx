import { Navigate } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageLoading } from './PageLoading';
import { adminAccess } from './admin-access';
import { useT } from '../i18n/messages';

/** /admin/*: the back office remote, only for admins; its code is never fetched for anyone else. */
export function AdminRoute() {
  const { loading, user } = useAuth();
  const t = useT();
  switch (adminAccess(loading, user)) {
    case 'wait':
      return <PageLoading />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'restricted':
      return <Navigate to="/restricted-access" replace />;
    case 'allowed':
      return (
        <RemoteSlot remote="admin" module="AdminApp" what={t('remote.what.admin')} loading={<PageLoading />} fullPage />
      );
  }
}
