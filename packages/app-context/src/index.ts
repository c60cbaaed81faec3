export { AuthProvider, useAuth, AUTH_REFETCH_DELAY_MS, type AuthContextValue } from './AuthContext';
export { useToast, type Toasts } from './useToast';
export { fetchCurrentUser } from './auth-api';
export {
  fetchCategories,
  fetchSiteConfig,
  fetchSocialLinks,
  fetchStats,
  fetchVisibleAnnouncements,
  forgetSharedReads,
  forgetSharedReadsAfter,
} from './site-content';
