import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isLiveStatus, type TrackedOrder } from '@shop/contracts';
import { useLanguage, useToast } from '@shop/app-context';
import { ApiError, ButtonLink, Notice, errorMessage, formatDeliveryWindowIn } from '@shop/ui-kit';
import { cancelTrackedOrder, fetchTrackedOrder } from '../orders/after-order-api';
import { CancelOrder } from '../orders/CancelOrder';
import { OrderAmounts, OrderItems } from '../orders/OrderDetails';
import { OrderPageLoading, OrderPageTop } from '../orders/OrderPageTop';
import { StatusHistory } from '../orders/StatusHistory';
import styles from '../orders/MyOrders.module.css';
import { usePageT as useT } from '../../i18n/messages';

/**
 * /track/:token (issue 32): the order a tracking link opens, from an e-mail or the /track form: its status and
 * history, items, totals and delivery dates, and the cancel button while it may still be cancelled.
 */
export default function TrackedOrderPage() {
  const { token = '' } = useParams();
  const handedOver = (useLocation().state as { order?: TrackedOrder } | null)?.order;
  const t = useT();
  const toast = useToast();
  const { language } = useLanguage();
  const [order, setOrder] = useState<TrackedOrder | undefined>(handedOver);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let current = true;
    fetchTrackedOrder(token)
      .then((answer) => current && setOrder(answer))
      .catch((failure: unknown) => current && setError(failure));
    return () => {
      current = false;
    };
  }, [token]);

  if (!order && error !== undefined) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className={styles.state}>
        <Notice type="error">{missing ? t('track.notFound') : errorMessage(error, t('track.failed'))}</Notice>
        <ButtonLink to="/track">{t('track.again')}</ButtonLink>
      </div>
    );
  }
  if (!order) {
    return <OrderPageLoading />;
  }

  return (
    <div className={styles.page}>
      <OrderPageTop order={order} />
      {order.expectedDelivery && isLiveStatus(order.status) && order.status !== 'Archived' && (
        <p className={styles.muted}>
          {t('track.delivery', { window: formatDeliveryWindowIn(order.expectedDelivery, language) })}
        </p>
      )}
      {order.canCancel && (
        <CancelOrder
          cancel={() => cancelTrackedOrder(token)}
          onCancelled={(cancelled) => {
            toast.success(t('orders.cancelled'));
            setOrder(cancelled);
          }}
        />
      )}
      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.panelTitle}>
            {t('orders.items')}
          </h2>
          <OrderItems items={order.items} />
          <OrderAmounts order={order} />
        </section>
        <StatusHistory history={order.history} />
      </div>
    </div>
  );
}
