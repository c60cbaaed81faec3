import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareLayout, Layout } from '../layout/Layout';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PageLoading } from './PageLoading';
import { shellPageMessages, useT } from '../i18n/messages';

/** One of the shell's own pages: its code and the pages' words (usePageT) are fetched side by side, not one after the other. */
function shellPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), shellPageMessages.ready()]).then(([module]) => module));
}

const LoginPage = shellPage(() => import('../pages/LoginPage'));
const SignupPage = shellPage(() => import('../pages/SignupPage'));
const ForgotPasswordPage = shellPage(() => import('../pages/ForgotPasswordPage'));
const ResetPasswordPage = shellPage(() => import('../pages/ResetPasswordPage'));
const TrackOrderPage = shellPage(() => import('../pages/track/TrackOrderPage'));
const TrackedOrderPage = shellPage(() => import('../pages/track/TrackedOrderPage'));
const ProfilePage = shellPage(() => import('../pages/ProfilePage'));
const MyOrdersPage = shellPage(() => import('../pages/orders/MyOrdersPage'));
const MyOrderPage = shellPage(() => import('../pages/orders/MyOrderPage'));
const NotFoundPage = shellPage(() => import('../pages/NotFoundPage'));
const RestrictedAccessPage = shellPage(() => import('../pages/RestrictedAccessPage'));
// The back office's guard (and its way to the login) is fetched only on /admin, never for a shopper's first page.
const AdminRoute = lazy(() => import('./AdminRoute').then((module) => ({ default: module.AdminRoute })));

/** A route's page from a remote; `what` names it in the fallback ("We couldn't load {what} right now."). */
function RemotePage({ remote, module, what }: { remote: 'storefront' | 'checkout'; module: string; what: string }) {
  const t = useT();
  return <RemoteSlot remote={remote} module={module} what={t(`remote.what.${what}`)} loading={<PageLoading />} fullPage />;
}
const storefront = (module: string, what: string) => <RemotePage remote="storefront" module={module} what={what} />;
const checkout = (module: string, what: string) => <RemotePage remote="checkout" module={module} what={what} />;

/** Storefront spec §2: every route, mounted from the remote that owns it. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={storefront('HomePage', 'home')} />
          <Route path="our-collection" element={storefront('CatalogPage', 'collection')} />
          <Route path="products/:id" element={storefront('ProductPage', 'product')} />
          <Route path="search" element={storefront('SearchPage', 'search')} />
          <Route path="about-us" element={storefront('StoryPage', 'story')} />
          <Route path="all-faqs" element={storefront('FaqsPage', 'faqs')} />
          <Route path="reviews" element={storefront('ReviewPage', 'review')} />
          <Route path="full-cart" element={checkout('FullCartPage', 'cart')} />
          <Route path="checkout" element={checkout('CheckoutPage', 'checkout')} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="track" element={<TrackOrderPage />} />
          <Route path="track/:token" element={<TrackedOrderPage />} />
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
