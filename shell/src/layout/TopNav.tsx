import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth, useLanguage } from '@shop/app-context';
import { ButtonLink } from '@shop/ui-kit';
import { Ticker } from './Ticker';
import { ProfileMenu } from './ProfileMenu';
import { CartControls } from './CartControls';
import { LanguageSwitch } from './LanguageSwitch';
import { HeaderSearch } from './search/HeaderSearch';
import { useT } from '../i18n/messages';
import styles from './TopNav.module.css';

const LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/our-collection', label: 'nav.collection' },
  { to: '/reviews', label: 'nav.feedback' },
  { to: '/about-us', label: 'nav.about' },
] as const;

/** The fixed top navigation: ticker, links (Admin Dashboard for admins only), profile menu and cart. */
export function TopNav({ storeName }: { storeName: string }) {
  const { isAdmin } = useAuth();
  const { language } = useLanguage();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.key]);

  const navClass = ({ isActive }: { isActive: boolean }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ');

  return (
    <header className={styles.header}>
      <Ticker />
      <nav className={styles.bar} aria-label={t('nav.main')}>
        {/* Named by its visible text, the shop's name (axe: label-content-name-mismatch with a longer aria-label). */}
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {storeName.charAt(0)}
          </span>
          <span className={styles.name}>{storeName}</span>
        </Link>
        <ul id="main-menu" className={[styles.menu, menuOpen && styles.menuOpen].filter(Boolean).join(' ')}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={'end' in link} className={navClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={{ pathname: '/', hash: '#contact' }} className={styles.link}>
              {t('nav.contact')}
            </Link>
          </li>
          {isAdmin && (
            <li>
              {/* The back office is English and lives outside /ar: from an Arabic page it is a full load. */}
              {language === 'ar' ? (
                <a href="/admin" className={[styles.link, styles.adminLink].join(' ')}>
                  {t('nav.admin')}
                </a>
              ) : (
                <NavLink to="/admin" className={({ isActive }) => [navClass({ isActive }), styles.adminLink].join(' ')}>
                  {t('nav.admin')}
                </NavLink>
              )}
            </li>
          )}
          <li className={styles.mobileShopNow}>
            <ButtonLink to="/our-collection" block>
              {t('nav.shopNow')}
            </ButtonLink>
          </li>
        </ul>
        <div className={styles.actions}>
          <span className={styles.shopNow}>
            <ButtonLink to="/our-collection" size="small">
              {t('nav.shopNow')}
            </ButtonLink>
          </span>
          <HeaderSearch />
          <LanguageSwitch />
          <ProfileMenu />
          <CartControls />
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
    </header>
  );
}
