import type { IconName } from './icons';

export interface SidebarEntry {
  label: string;
  to: string;
  icon: IconName;
}

/** Admin spec §2: the sidebar's entries, in this order (plus the audit log of issue 9 and analytics of issue 23). */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Announcements', to: '/admin/announcement', icon: 'megaphone' },
  { label: 'All Users', to: '/admin/all-users', icon: 'users' },
  { label: 'Orders', to: '/admin/all-orders', icon: 'bag' },
  { label: 'FAQs', to: '/admin/faqs', icon: 'question' },
  { label: 'Products', to: '/admin/products', icon: 'box' },
  { label: 'Promotional Codes', to: '/admin/promotional-codes', icon: 'ticket' },
  { label: 'Messages', to: '/admin/messages', icon: 'mail' },
  { label: 'Reviews', to: '/admin/customer-reviews', icon: 'star' },
  { label: 'Monetary', to: '/admin/monetary', icon: 'coins' },
  { label: 'Configuration', to: '/admin', icon: 'gear' },
  // Not in the spec's list (issue 9): the audit log, last of the back-office screens.
  { label: 'Audit Log', to: '/admin/audit', icon: 'history' },
  { label: 'Go Back To Website', to: '/', icon: 'home' },
  // Not in the spec's list (issue 23): after all of the spec's entries, which keep their order.
  { label: 'Analytics', to: '/admin/analytics', icon: 'chart' },
];
