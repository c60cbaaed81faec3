import { useAuth, useToast } from '@shop/app-context';
import { customerMayCancel } from '@shop/contracts';
import { ApiError, Button, ButtonLink, Notice, errorMessage } from '@shop/ui-kit';
import { useParams } from 'react-router-dom';
import { fetchMyOrder } from './my-orders-api';
import { cancelMyOrder } from './after-order-api';
import { CancelOrder } from './CancelOrder';
import { MyOrderHistory } from './MyOrderHistory';
import { OrderAmounts, OrderItems, ShippingAddress } from './OrderDetails';
import { SignInFirst } from './SignInFirst';
import { OrderPageLoading, OrderPageTop } from './OrderPageTop';
import { useLiveResource } from './useLiveResource';
import styles from './MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/** /profile/orders/:orderId: one of the customer's orders, its status kept fresh while the page is open. */
export default function MyOrderPage() {
  const { user, loading: authLoading } = useAuth();
  const { orderId = '' } = useParams();
  const t = useT();
  const toast = useToast();
  const userId = user?._id;
  const order = useLiveResource(
    'your order',
    () => (userId ? fetchMyOrder(orderId) : Promise.resolve(undefined)),
    [userId, orderId],
  );

  if (authLoading) return <p className={styles.state}>{t('common.loading')}</p>;
  if (!user) return <SignInFirst what={t('orders.yourOrders')} />;

  const back = (
    <ButtonLink to="/profile/orders" variant="ghost" size="small">
      {t('orders.all')}
    </ButtonLink>
  );
  if (order.error !== undefined) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className={styles.state}>
        <Notice type="error">
          {missing ? t('orders.notFound') : errorMessage(order.error, t('orders.oneFailed'))}
        </Notice>
        {!missing && <Button onClick={order.retry}>{t('common.tryAgain')}</Button>}
        {back}
      </div>
    );
  }
  const data = order.data;
  if (!data) {
    return <OrderPageLoading />;
  }

  return (
    <div className={styles.page}>
      <OrderPageTop order={data} aside={back} />
      {customerMayCancel(data.status) && (
        <CancelOrder
          cancel={() => cancelMyOrder(data._id)}
          onCancelled={() => {
            toast.success(t('orders.cancelled'));
            order.retry();
          }}
        />
      )}
      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.panelTitle}>
            {t('orders.items')}
          </h2>
          <OrderItems items={data.items} />
          <OrderAmounts order={data} />
        </section>
        <section className={styles.panel} aria-labelledby="order-address">
          <h2 id="order-address" className={styles.panelTitle}>
            {t('orders.shippingAddress')}
          </h2>
          <ShippingAddress customer={data.customerInfo} />
        </section>
      </div>
      <MyOrderHistory orderId={data._id} version={`${data.status}@${data.updatedAt}`} />
    </div>
  );
}
