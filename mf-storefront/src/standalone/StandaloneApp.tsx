import { lazy, Suspense } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@shop/app-context';
import { ToastArea } from '@shop/ui-kit';
import { StandaloneBar } from '@shop/ui-kit/src/standalone/StandaloneBar';
import styles from './StandaloneApp.module.css';

const pages = {
  '/': lazy(() => import('../exposed/HomePage')),
  '/our-collection': lazy(() => import('../exposed/CatalogPage')),
  '/products/:id': lazy(() => import('../exposed/ProductPage')),
  '/about-us': lazy(() => import('../exposed/StoryPage')),
  '/all-faqs': lazy(() => import('../exposed/FaqsPage')),
  '/reviews': lazy(() => import('../exposed/ReviewPage')),
};

/** The exposed pages with the same providers the shell gives them (router, auth, toasts), nothing more. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <StandaloneBar remote="mf-storefront">
          <nav aria-label="Storefront pages">
            {['/', '/our-collection', '/about-us', '/all-faqs', '/reviews'].map((path) => (
              <NavLink key={path} to={path} end className={styles.link}>
                {path === '/' ? 'Home' : path.slice(1)}
              </NavLink>
            ))}
          </nav>
        </StandaloneBar>
        <main className={styles.main}>
          <Suspense fallback={<p className={styles.loading}>Loading...</p>}>
            <Routes>
              {Object.entries(pages).map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<p className={styles.loading}>Not part of the storefront remote.</p>} />
            </Routes>
          </Suspense>
        </main>
        <ToastArea />
      </AuthProvider>
    </BrowserRouter>
  );
}
