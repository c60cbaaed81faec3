import { useLocation } from 'react-router-dom';
import { useLanguage } from '@shop/app-context';
import { useT } from '../i18n/messages';
import { languageCookie, twinAddress } from '../i18n/page-language';
import styles from './TopNav.module.css';

/**
 * "العربية" / "English": the same page in the other language. A full load, so the server answers the page
 * with its `lang`/`dir`, heads and first paint in that language; the choice is kept in the `lang` cookie.
 */
export function LanguageSwitch() {
  const { language } = useLanguage();
  const t = useT();
  const location = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';
  // The router's location has no /ar prefix; the twin is built from the route path.
  const href = twinAddress(location, other);
  return (
    <a
      className={styles.languageSwitch}
      href={href}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = languageCookie(other);
      }}
    >
      {t('nav.switchLanguage')}
    </a>
  );
}
