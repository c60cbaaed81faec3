import { useAuth } from '@shop/app-context';
import { Button, ButtonLink, Notice, Pagination, Skeleton, errorMessage, pageCount } from '@shop/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { fetchMyOrders } from './my-orders-api';
import { MY_ORDERS_PAGE_SIZE, pageFromSearch } from './my-order-rules';
import { OrderList } from './OrderList';
import { SignInFirst } from './SignInFirst';
import { useLiveResource } from './useLiveResource';
import styles from './MyOrders.module.css';

const LOAD_FAILED = 'We could not load your orders. Please try again.';

/** /profile/orders: the signed-in customer's orders, newest first, a page at a time (the page is in the address). */
export default function MyOrdersPage() {
  const { user, loading: authLoading } = useAuth();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const userId = user?._id;
  const orders = useLiveResource(
    'your orders',
    () => (userId ? fetchMyOrders(page, MY_ORDERS_PAGE_SIZE) : Promise.resolve(undefined)),
    [userId, page],
  );

  if (authLoading) return <p className={styles.state}>Loading...</p>;
  if (!user) return <SignInFirst what="your orders" />;

  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>My orders</h1>
        <ButtonLink to="/profile" variant="ghost" size="small">
          Back to profile
        </ButtonLink>
      </header>
      {orders.loading && <LoadingList />}
      {orders.error !== undefined && (
        <div className={styles.state}>
          <Notice type="error">{errorMessage(orders.error, LOAD_FAILED)}</Notice>
          <Button onClick={orders.retry}>Try again</Button>
        </div>
      )}
      {orders.data && orders.data.total === 0 && (
        <div className={styles.state}>
          <p>You have not placed any orders yet.</p>
          <ButtonLink to="/our-collection">Shop Now</ButtonLink>
        </div>
      )}
      {orders.data && orders.data.total > 0 && (
        <>
          {orders.data.orders.length === 0 ? (
            <p className={styles.state}>There are no orders on this page.</p>
          ) : (
            <OrderList orders={orders.data.orders} />
          )}
          <Pagination
            page={page}
            pages={pageCount(orders.data.total, MY_ORDERS_PAGE_SIZE)}
            onChange={goTo}
            label="My orders pages"
          />
        </>
      )}
    </div>
  );
}

function LoadingList() {
  return (
    <div className={styles.list} aria-busy="true">
      <span className={styles.visuallyHidden}>Loading...</span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={124} radius={22} />
      ))}
    </div>
  );
}
