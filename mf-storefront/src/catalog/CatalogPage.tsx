import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination, pageCount, pageSlice, siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchCategories, fetchProducts } from '../api/storefront-api';
import { storefrontCategories } from '../shared/visible-categories';
import { CatalogSidebar } from './CatalogSidebar';
import { CategoryButtons } from './CategoryButtons';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import {
  ALL_CATEGORIES,
  CATALOG_PAGE_SIZE,
  DEFAULT_SORT,
  filterProducts,
  sortProducts,
  type CatalogFilters,
  type SortKey,
} from './catalog-rules';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';
import { useLanguage } from '@shop/app-context';

/** /our-collection (storefront spec §2 Catalogue). */
export default function CatalogPage() {
  const [params] = useSearchParams();
  const t = useT();
  const { language } = useLanguage();
  // the render server's first page was drawn from these (decision 020): React shows the same at once
  const products = useAsync('products', fetchProducts, [], siteBootstrap().products?.data);
  const categories = useAsync('categories', fetchCategories, [], siteBootstrap().categories?.data);
  const [filters, setFilters] = useState<CatalogFilters>({
    category: params.get('category') ?? ALL_CATEGORIES,
    search: '',
    inStockOnly: false,
  });
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const productsSection = useRef<HTMLElement>(null);
  const pageChanged = useRef(false);

  // A footer link to another category changes the query while this page stays mounted.
  const queryCategory = params.get('category');
  useEffect(() => {
    if (queryCategory) changeFilters({ category: queryCategory });
  }, [queryCategory]);

  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    productsSection.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const visible = useMemo(
    () => sortProducts(filterProducts(products.data ?? [], filters, language), sort, language),
    [products.data, filters, sort, language],
  );
  const pages = pageCount(visible.length, CATALOG_PAGE_SIZE);
  const shown = pageSlice(visible, page, CATALOG_PAGE_SIZE);

  /** Any filter or sort change goes back to page 1 (storefront spec §2). */
  function changeFilters(change: Partial<CatalogFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }
  const changeSort = (next: SortKey) => {
    setSort(next);
    setPage(1);
  };
  const changePage = (next: number) => {
    pageChanged.current = true;
    setPage(next);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('catalog.title')}</h1>
      <p className={styles.lead}>{t('catalog.lead')}</p>
      <CategoryButtons
        categories={storefrontCategories(categories.data)}
        selected={filters.category}
        onSelect={(category) => changeFilters({ category })}
      />
      <div className={styles.layout}>
        <CatalogSidebar
          search={filters.search}
          onSearch={(search) => changeFilters({ search })}
          inStockOnly={filters.inStockOnly}
          onInStockOnly={(inStockOnly) => changeFilters({ inStockOnly })}
          sort={sort}
          onSort={changeSort}
        />
        <section ref={productsSection} className={styles.products} aria-label={t('catalog.products')} aria-busy={products.loading}>
          {products.loading && !products.data ? (
            <ProductGridSkeleton count={CATALOG_PAGE_SIZE} />
          ) : visible.length === 0 ? (
            <p className={styles.empty}>{t('catalog.none')}</p>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {t('catalog.displaying', { shown: shown.length, total: visible.length })}
              </p>
              <ProductGrid products={shown} />
              <Pagination page={page} pages={pages} onChange={changePage} label={t('catalog.pages')} words={{ previous: t('common.previous'), next: t('common.next'), page: (n) => t('common.page', { n }) }} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
