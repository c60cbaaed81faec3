import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout';

// One chunk per screen: opening the back office downloads only the screen being looked at.
const ConfigurationPage = lazy(() => import('./screens/configuration/ConfigurationPage'));
const AdminNotFound = lazy(() => import('./layout/AdminNotFound'));

/**
 * The whole /admin/* tree (admin spec §2). The shell mounts this under `admin/*` behind its guard, so every
 * path here is relative to /admin.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<ConfigurationPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
