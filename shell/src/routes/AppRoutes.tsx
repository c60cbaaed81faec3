import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareLayout, Layout } from '../layout/Layout';
import { RemoteSlot } from '../federation/RemoteSlot';
import { AdminRoute } from './AdminRoute';
import { PageLoading } from './PageLoading';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const SignupPage = lazy(() => import('../pages/SignupPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const MyOrdersPage = lazy(() => import('../pages/orders/MyOrdersPage'));
const MyOrderPage = lazy(() => import('../pages/orders/MyOrderPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const RestrictedAccessPage = lazy(() => import('../pages/RestrictedAccessPage'));

const storefront = (module: string, what: string) => (
  <RemoteSlot remote="storefront" module={module} what={what} loading={<PageLoading />} fullPage />
);
const checkout = (module: string, what: string) => (
  <RemoteSlot remote="checkout" module={module} what={what} loading={<PageLoading />} fullPage />
);

/** Storefront spec §2: every route, mounted from the remote that owns it. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={storefront('HomePage', 'the home page')} />
          <Route path="our-collection" element={storefront('CatalogPage', 'our collection')} />
          <Route path="products/:id" element={storefront('ProductPage', 'this product')} />
          <Route path="about-us" element={storefront('StoryPage', 'our story')} />
          <Route path="all-faqs" element={storefront('FaqsPage', 'the FAQs')} />
          <Route path="reviews" element={storefront('ReviewPage', 'the review form')} />
          <Route path="full-cart" element={checkout('FullCartPage', 'your cart')} />
          <Route path="checkout" element={checkout('CheckoutPage', 'the checkout')} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="profile/orders" element={<MyOrdersPage />} />
          <Route path="profile/orders/:orderId" element={<MyOrderPage />} />
          <Route path="restricted-access" element={<RestrictedAccessPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<BareLayout />}>
          <Route path="admin/*" element={<AdminRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
