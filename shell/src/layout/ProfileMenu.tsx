import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useToast } from '@shop/app-context';
import styles from './ProfileMenu.module.css';
import { useT } from '../i18n/messages';

/**
 * Profile, My orders and Log out when signed in, otherwise Login and Sign up. Opens with click, Enter or ArrowDown;
 * arrows move between items; Escape closes and gives focus back to the button.
 */
export function ProfileMenu() {
  const { user, logout } = useAuth();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onLogout = async () => {
    setOpen(false);
    try {
      await logout();
      navigate('/');
    } catch {
      toast.error(t('account.logoutFailed'));
    }
  };

  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={user ? t('account.menuFor', { name: user.first_name }) : t('account.menu')}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKey} aria-label={t('account.account')}>
          {user ? (
            <>
              <MenuLink to="/profile">{t('account.profile')}</MenuLink>
              <MenuLink to="/profile/orders">{t('account.orders')}</MenuLink>
              <li role="none">
                <button role="menuitem" type="button" className={styles.item} onClick={() => void onLogout()}>
                  {t('account.logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <MenuLink to="/login">{t('account.login')}</MenuLink>
              <MenuLink to="/signup">{t('account.signup')}</MenuLink>
            </>
          )}
        </ul>
      )}
    </div>
  );
}

/** An entry of the account menu that leads to a page (the menu's roles: the item is the link). */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li role="none">
      <Link role="menuitem" className={styles.item} to={to}>
        {children}
      </Link>
    </li>
  );
}
