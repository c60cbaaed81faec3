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
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LOCALES,
  directionOf,
  isLanguage,
  setCurrentLanguage,
  currentLanguage,
  type Language,
} from './i18n/language';
export { LanguageProvider, useLanguage, type LanguageValue } from './i18n/LanguageContext';
export { createMessages, type Catalogue, type Messages, type Translate } from './i18n/messages';
export { useFormat, type Formats } from './i18n/useFormat';
export { useLocalized } from './i18n/useLocalized';
// The catalogues' parity check is for tests: they import it by path (`@shop/app-context/src/i18n/catalogue-parity`),
// since everything this entry exports ships to every page with the shared module.
