import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout';

// One chunk per screen: opening the back office downloads only the screen being looked at.
const ConfigurationPage = lazy(() => import('./screens/configuration/ConfigurationPage'));
const AnnouncementsPage = lazy(() => import('./screens/announcements/AnnouncementsPage'));
const OrdersPage = lazy(() => import('./screens/orders/OrdersPage'));
const OrderViewPage = lazy(() => import('./screens/order-view/OrderViewPage'));
const PrintOrderPage = lazy(() => import('./screens/order-view/PrintOrderPage'));
const ProductsPage = lazy(() => import('./screens/products/ProductsPage'));
const ProductFormPage = lazy(() => import('./screens/product-form/ProductFormPage'));
const PromosPage = lazy(() => import('./screens/promos/PromosPage'));
const MessagesPage = lazy(() => import('./screens/messages/MessagesPage'));
const FaqsPage = lazy(() => import('./screens/faqs/FaqsPage'));
const ReviewsPage = lazy(() => import('./screens/reviews/ReviewsPage'));
const MonetaryPage = lazy(() => import('./screens/monetary/MonetaryPage'));
const UsersPage = lazy(() => import('./screens/users/UsersPage'));
const AuditPage = lazy(() => import('./screens/audit/AuditPage'));
const AnalyticsPage = lazy(() => import('./screens/analytics/AnalyticsPage'));
const AdminNotFound = lazy(() => import('./layout/AdminNotFound'));

/**
 * The whole /admin/* tree (admin spec §2). The shell mounts this under `admin/*` behind its guard, so every
 * path here is relative to /admin. The print page sits outside the layout: it is meant for paper.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="print-order/:orderId" element={<PrintOrderPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<ConfigurationPage />} />
        <Route path="announcement" element={<AnnouncementsPage />} />
        <Route path="all-orders" element={<OrdersPage />} />
        <Route path="view-order/:orderId" element={<OrderViewPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/edit/:productId" element={<ProductFormPage />} />
        <Route path="promotional-codes" element={<PromosPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="customer-reviews" element={<ReviewsPage />} />
        <Route path="monetary" element={<MonetaryPage />} />
        <Route path="all-users" element={<UsersPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
