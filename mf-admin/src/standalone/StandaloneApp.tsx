import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '@shop/app-context';
import { ToastArea } from '@shop/ui-kit';
import { StandaloneLogin } from './StandaloneLogin';
import styles from './StandaloneApp.module.css';

const AdminApp = lazy(() => import('../exposed/AdminApp'));

/** The exposed AdminApp with what the shell gives it (router, auth, toasts, the admin guard), nothing more. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <Routes>
          <Route path="/admin/*" element={<Guarded />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
        <ToastArea />
      </AuthProvider>
    </BrowserRouter>
  );
}

function Guarded() {
  const { loading, user } = useAuth();
  if (loading) return <p className={styles.note}>Checking your session...</p>;
  if (!user?.is_admin) return <StandaloneLogin signedInAsCustomer={Boolean(user)} />;
  return (
    <Suspense fallback={<p className={styles.note}>Loading...</p>}>
      <AdminApp />
    </Suspense>
  );
}
