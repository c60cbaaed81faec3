import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageLoading } from './PageLoading';
import { adminAccess } from './admin-access';
import { loginReturningTo } from '../pages/return-to';
import { useT } from '../i18n/messages';

/** /admin/*: the back office remote, only for admins; its code is never fetched for anyone else. */
export function AdminRoute() {
  const { loading, user } = useAuth();
  const t = useT();
  const location = useLocation();
  switch (adminAccess(loading, user)) {
    case 'wait':
      return <PageLoading />;
    case 'login':
      // issue 32: staff who log in from /admin come back to the screen they opened
      return <Navigate to={loginReturningTo(`${location.pathname}${location.search}`)} replace />;
    case 'restricted':
      return <Navigate to="/restricted-access" replace />;
    case 'allowed':
      return (
        <RemoteSlot remote="admin" module="AdminApp" what={t('remote.what.admin')} loading={<PageLoading />} fullPage />
      );
  }
}
