import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink, ToastArea } from '@shop/ui-kit';
import { footerBrand } from '../content/footer-rules';
import { ScrollManager } from './ScrollManager';
import { TopNav } from './TopNav';
import { useDocumentTitle } from './useDocumentTitle';
import { useSiteContent } from './useSiteContent';
import styles from './Layout.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

// Below the first screen: loaded right after the first render instead of delaying it.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/** The always-present storefront layout: fixed navigation with the ticker, the page, the footer, toasts. */
export function Layout() {
  const t = useT();
  const { config, social, categories } = useSiteContent();
  const text = useLocalized();
  const storeName = footerBrand(config && { name: text(config, 'name') }).name;
  useDocumentTitle((config && text(config, 'name').trim()) || undefined);
  return (
    <div className={styles.app}>
      <SkipLink to="main">{t('layout.skip')}</SkipLink>
      <ScrollManager />
      <TopNav storeName={storeName} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer config={config} social={social} categories={categories} />
      </Suspense>
      <ToastArea closeLabel={t('layout.closeToast')} />
    </div>
  );
}

/** The back office brings its own layout (sidebar); the shell only adds scrolling and toasts. */
export function BareLayout() {
  const t = useT();
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ToastArea closeLabel={t('layout.closeToast')} />
    </>
  );
}
