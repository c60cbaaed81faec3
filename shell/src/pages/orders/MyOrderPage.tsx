import { useAuth } from '@shop/app-context';
import { ApiError, Button, ButtonLink, Notice, Skeleton, errorMessage, formatDateTime } from '@shop/ui-kit';
import { useParams } from 'react-router-dom';
import { fetchMyOrder } from './my-orders-api';
import { orderNumber } from './my-order-rules';
import { OrderAmounts, OrderItems, ShippingAddress } from './OrderDetails';
import { SignInFirst } from './SignInFirst';
import { StatusBadge } from './StatusBadge';
import { useLiveResource } from './useLiveResource';
import styles from './MyOrders.module.css';

const LOAD_FAILED = 'We could not load this order. Please try again.';

/** /profile/orders/:orderId: one of the customer's orders, its status kept fresh while the page is open. */
export default function MyOrderPage() {
  const { user, loading: authLoading } = useAuth();
  const { orderId = '' } = useParams();
  const userId = user?._id;
  const order = useLiveResource(
    'your order',
    () => (userId ? fetchMyOrder(orderId) : Promise.resolve(undefined)),
    [userId, orderId],
  );

  if (authLoading) return <p className={styles.state}>Loading...</p>;
  if (!user) return <SignInFirst what="your orders" />;

  const back = (
    <ButtonLink to="/profile/orders" variant="ghost" size="small">
      All my orders
    </ButtonLink>
  );
  if (order.error !== undefined) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className={styles.state}>
        <Notice type="error">{missing ? 'Order not found' : errorMessage(order.error, LOAD_FAILED)}</Notice>
        {!missing && <Button onClick={order.retry}>Try again</Button>}
        {back}
      </div>
    );
  }
  const data = order.data;
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className={styles.visuallyHidden}>Loading...</span>
        <Skeleton height={44} width="40%" />
        <Skeleton height={320} radius={22} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Order {orderNumber(data._id)}</h1>
          <p className={styles.muted}>Placed {formatDateTime(data.createdAt)}</p>
        </div>
        {back}
      </header>
      <p className={styles.statusLine}>
        Status: <StatusBadge status={data.status} />
      </p>
      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.panelTitle}>
            Items
          </h2>
          <OrderItems items={data.items} />
          <OrderAmounts order={data} />
        </section>
        <section className={styles.panel} aria-labelledby="order-address">
          <h2 id="order-address" className={styles.panelTitle}>
            Shipping address
          </h2>
          <ShippingAddress customer={data.customerInfo} />
        </section>
      </div>
    </div>
  );
}
