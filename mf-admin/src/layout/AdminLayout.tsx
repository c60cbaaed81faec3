import { Suspense, useEffect, type KeyboardEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SkipLink } from '@shop/ui-kit';
import { Icon } from './icons';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { ScreenLoading } from './ScreenLoading';
import { useSidebar } from './useSidebar';
import styles from './AdminLayout.module.css';

/** The back office frame: collapsible sidebar, a slim top bar with its toggle, and the screen. */
export function AdminLayout() {
  const { open, narrow, toggle, close } = useSidebar();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // On a narrow screen the sidebar covers the page, so Escape and a tap outside close it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (narrow && open && event.key === 'Escape') close();
  };

  return (
    <div
      className={[styles.frame, open && styles.sidebarOpen, narrow && styles.narrow]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={onKeyDown}
    >
      <SkipLink to="admin-main">Skip to content</SkipLink>
      <Sidebar open={open} onClose={close} onNavigate={() => narrow && close()} />
      {narrow && open && (
        <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="sidebar-backdrop" />
      )}
      <div className={styles.content}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.toggle}
            onClick={toggle}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            aria-label={open ? 'Close sidebar' : 'Open sidebar'}
          >
            <Icon name={open ? 'close' : 'menu'} />
          </button>
          <span className={styles.topTitle}>Back Office</span>
        </header>
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
