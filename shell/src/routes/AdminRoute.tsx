import { Navigate } from 'react-router-dom';
import { useAuth } from '@shop/app-context';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageLoading } from './PageLoading';
import { adminAccess } from './admin-access';

/** /admin/*: the back office remote, only for admins; its code is never fetched for anyone else. */
export function AdminRoute() {
  const { loading, user } = useAuth();
  switch (adminAccess(loading, user)) {
    case 'wait':
      return <PageLoading />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'restricted':
      return <Navigate to="/restricted-access" replace />;
    case 'allowed':
      return (
        <RemoteSlot remote="admin" module="AdminApp" what="the admin dashboard" loading={<PageLoading />} fullPage />
      );
  }
}
