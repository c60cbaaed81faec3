import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@shop/app-context';
import { ToastArea } from '@shop/ui-kit';
import { StandaloneBar } from '@shop/ui-kit/src/standalone/StandaloneBar';
import { ProductShelf } from './ProductShelf';
import styles from './StandaloneApp.module.css';

const CartBadge = lazy(() => import('../exposed/CartBadge'));
const CartDrawer = lazy(() => import('../exposed/CartDrawer'));
const FullCartPage = lazy(() => import('../exposed/FullCartPage'));
const CheckoutPage = lazy(() => import('../exposed/CheckoutPage'));

/**
 * The exposed modules with the same providers the shell gives them (router, auth, toasts) and a bare Cart
 * button like the shell's. `/` lists products to add, since this page's cart session is its own.
 */
export function StandaloneApp() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <BrowserRouter>
      <AuthProvider>
        <StandaloneBar remote="mf-checkout">
          <nav aria-label="Checkout pages" className={styles.nav}>
            <NavLink to="/" end className={styles.link}>
              Products
            </NavLink>
            <NavLink to="/full-cart" className={styles.link}>
              Full cart
            </NavLink>
            <NavLink to="/checkout" className={styles.link}>
              Checkout
            </NavLink>
          </nav>
          <span className={styles.cart}>
            <button type="button" className={styles.cartButton} aria-label="Open cart" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              Cart
            </button>
            <Suspense fallback={null}>
              <span className={styles.badge}>
                <CartBadge />
              </span>
            </Suspense>
          </span>
        </StandaloneBar>
        <main className={styles.main}>
          <Suspense fallback={<p className={styles.loading}>Loading...</p>}>
            <Routes>
              <Route path="/" element={<ProductShelf />} />
              <Route path="/full-cart" element={<FullCartPage />} />
              <Route path="/checkout" element={<CheckoutPage />} />
              <Route path="*" element={<p className={styles.loading}>Not part of the checkout remote.</p>} />
            </Routes>
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <CartDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
        <ToastArea />
      </AuthProvider>
    </BrowserRouter>
  );
}
