import { useAuth } from '@shop/app-context';
import { Button, ButtonLink, Notice, Pagination, Skeleton, errorMessage, pageCount } from '@shop/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { fetchMyOrders } from './my-orders-api';
import { MY_ORDERS_PAGE_SIZE, pageFromSearch } from './my-order-rules';
import { OrderList } from './OrderList';
import { SignInFirst } from './SignInFirst';
import { useLiveResource } from './useLiveResource';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** /profile/orders: the signed-in customer's orders, newest first, a page at a time (the page is in the address). */
export default function MyOrdersPage() {
  const { user, loading: authLoading } = useAuth();
  const [search, setSearch] = useSearchParams();
  const t = useT();
  const page = pageFromSearch(search.get('page'));
  const userId = user?._id;
  const orders = useLiveResource(
    'your orders',
    () => (userId ? fetchMyOrders(page, MY_ORDERS_PAGE_SIZE) : Promise.resolve(undefined)),
    [userId, page],
  );

  if (authLoading) return <p className={styles.state}>{t('common.loading')}</p>;
  if (!user) return <SignInFirst what={t('orders.yourOrders')} />;

  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('account.orders')}</h1>
        <ButtonLink to="/profile" variant="ghost" size="small">
          {t('orders.backToProfile')}
        </ButtonLink>
      </header>
      {orders.loading && <LoadingList />}
      {orders.error !== undefined && (
        <div className={styles.state}>
          <Notice type="error">{errorMessage(orders.error, t('orders.listFailed'))}</Notice>
          <Button onClick={orders.retry}>{t('common.tryAgain')}</Button>
        </div>
      )}
      {orders.data && orders.data.total === 0 && (
        <div className={styles.state}>
          <p>{t('orders.none')}</p>
          <ButtonLink to="/our-collection">{t('nav.shopNow')}</ButtonLink>
        </div>
      )}
      {orders.data && orders.data.total > 0 && (
        <>
          {orders.data.orders.length === 0 ? (
            <p className={styles.state}>{t('orders.emptyPage')}</p>
          ) : (
            <OrderList orders={orders.data.orders} />
          )}
          <Pagination
            page={page}
            pages={pageCount(orders.data.total, MY_ORDERS_PAGE_SIZE)}
            onChange={goTo}
            label={t('orders.pages')}
            words={{ previous: t('common.previous'), next: t('common.next'), page: (n) => t('common.page', { n }) }}
          />
        </>
      )}
    </div>
  );
}

function LoadingList() {
  const t = useT();
  return (
    <div className={styles.list} aria-busy="true">
      <span className={styles.visuallyHidden}>{t('common.loading')}</span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={124} radius={22} />
      ))}
    </div>
  );
}
