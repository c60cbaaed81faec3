import { useEffect, useMemo, useRef, useState } from 'react';
import { Pagination, siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchCategories, fetchProducts } from '../api/storefront-api';
import { storefrontCategories } from '../shared/visible-categories';
import { PHONE_QUERY, useMediaQuery } from '../shared/useMediaQuery';
import { CatalogSidebar } from './CatalogSidebar';
import { CategoryButtons } from './CategoryButtons';
import { FiltersSheet } from './FiltersSheet';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import { CATALOG_PAGE_SIZE, catalogPage } from './catalog-rules';
import { useCatalogQuery } from './useCatalogQuery';
import { useTypedSearch } from './useTypedSearch';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';
import { useLanguage } from '@shop/app-context';

/** /our-collection (storefront spec §2 Catalogue); its state is its address (issue 33 item 3). */
export default function CatalogPage() {
  const t = useT();
  const { language } = useLanguage();
  // the render server's first page was drawn from these (decision 020): React shows the same at once
  const products = useAsync('products', fetchProducts, [], siteBootstrap().products?.data);
  const categories = useAsync('categories', fetchCategories, [], siteBootstrap().categories?.data);
  const { query, change } = useCatalogQuery();
  const [search, typeSearch] = useTypedSearch(query.search, (text) => change({ search: text, page: 1 }, 'replace'));
  const phone = useMediaQuery(PHONE_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const productsSection = useRef<HTMLElement>(null);
  const pageChanged = useRef(false);

  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    productsSection.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  const list = useMemo(() => catalogPage(products.data ?? [], query, language), [products.data, query, language]);

  const changePage = (page: number) => {
    pageChanged.current = true;
    change({ page });
  };

  // any filter or sort change goes back to page 1 (storefront spec §2)
  const sidebar = (
    <CatalogSidebar
      search={search}
      onSearch={typeSearch}
      inStockOnly={query.inStockOnly}
      onInStockOnly={(inStockOnly) => change({ inStockOnly, page: 1 })}
      sort={query.sort}
      onSort={(sort) => change({ sort, page: 1 })}
      inSheet={phone}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('catalog.title')}</h1>
      <p className={styles.lead}>{t('catalog.lead')}</p>
      <CategoryButtons
        categories={storefrontCategories(categories.data)}
        selected={query.category}
        onSelect={(category) => change({ category, page: 1 })}
      />
      <div className={styles.layout}>
        {!phone && sidebar}
        <section ref={productsSection} className={styles.products} aria-label={t('catalog.products')} aria-busy={products.loading}>
          {/* on a phone the Filters button shares the count's line, so the first row of products stays above the fold */}
          <div className={styles.toolbar}>
            {list.total > 0 && (
              <p className={styles.count} aria-live="polite">
                {t('catalog.displaying', { shown: list.shown.length, total: list.total })}
              </p>
            )}
            {phone && (
              <FiltersSheet open={sheetOpen} onOpen={() => setSheetOpen(true)} onClose={() => setSheetOpen(false)} total={list.total}>
                {sidebar}
              </FiltersSheet>
            )}
          </div>
          {products.loading && !products.data ? (
            <ProductGridSkeleton count={CATALOG_PAGE_SIZE} />
          ) : list.total === 0 ? (
            <p className={styles.empty}>{t('catalog.none')}</p>
          ) : (
            <>
              <ProductGrid products={list.shown} eagerCount={2} />
              <Pagination page={list.page} pages={list.pages} onChange={changePage} label={t('catalog.pages')} words={{ previous: t('common.previous'), next: t('common.next'), page: (n) => t('common.page', { n }) }} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
