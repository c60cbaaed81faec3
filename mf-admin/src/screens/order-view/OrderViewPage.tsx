import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { OrderStatus } from '@shop/contracts';
import { ApiError, Button, ButtonLink, SelectField, Skeleton, formatDateTime } from '@shop/ui-kit';
import { ORDER_STATUSES } from '../../constants';
import { DeleteConfirmDialog } from '../../shared/DeleteConfirmDialog';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { deleteOrder, fetchOrder, updateOrderStatus } from '../orders/orders-api';
import { shortOrderId } from '../orders/order-rules';
import { CustomerDetails } from './CustomerDetails';
import { OrderItems } from './OrderItems';
import { OrderSummary } from './OrderSummary';
import { StatusHistory } from './StatusHistory';
import styles from './OrderViewPage.module.css';

/** /admin/view-order/{id} (admin spec §2, §4, §8). */
export default function OrderViewPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const order = useLoaded('order', () => fetchOrder(orderId), {}, [orderId]);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Admin spec §4: the screen shows the new status at once, then saves; a failure is only logged, no rollback.
  // The one exception: reopening a Cancelled or Refunded order whose units are gone is refused (409), and the
  // screen says why and shows the status the order kept.
  const changeStatus = (status: OrderStatus) => {
    setRefusal(null);
    order.setData((current) => current && { ...current, status });
    updateOrderStatus(orderId, status).catch((error: unknown) => {
      console.error('Failed to update the order status', error);
      if (error instanceof ApiError && error.status === 409 && error.code === 'OUT_OF_STOCK') {
        setRefusal(error.message);
        order.reload();
      }
    });
  };

  const remove = async () => {
    try {
      await deleteOrder(orderId);
    } catch (error) {
      console.error('Failed to delete the order', error);
      setConfirming(false);
      return;
    }
    notify.success('Order deleted successfully');
    navigate('/admin/all-orders');
  };

  if (order.loading) {
    return (
      <div aria-busy="true" aria-label="Loading order" className={styles.loading}>
        <Skeleton width="18rem" height={36} />
        <Skeleton height={180} radius={22} />
        <Skeleton height={260} radius={22} />
      </div>
    );
  }
  const current = order.data;
  if (!current) {
    return (
      <>
        <PageHeader
          title="Order"
          actions={
            <ButtonLink to="/admin/all-orders" variant="secondary">
              Back to orders
            </ButtonLink>
          }
        />
        <EmptyState>Order not found</EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={`Order #${shortOrderId(current._id)}`}
        description={
          <>
            {current.number !== undefined && <>Order number #{current.number} · </>}
            Placed <time dateTime={current.createdAt}>{formatDateTime(current.createdAt)}</time> · full id{' '}
            <code className={styles.fullId}>{current._id}</code>
          </>
        }
        actions={
          <>
            <ButtonLink to="/admin/all-orders" variant="ghost">
              Back to orders
            </ButtonLink>
            <Button
              variant="secondary"
              onClick={() => window.open(`/admin/print-order/${current._id}`, '_blank', 'noopener')}
            >
              Print Order
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete Order
            </Button>
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Panel title="Status" id="order-status">
            <SelectField
              label="Order status"
              value={current.status}
              onChange={(event) => changeStatus(event.target.value as OrderStatus)}
              className={styles.status}
            >
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal}
              </p>
            )}
          </Panel>
          <Panel title="Status history" id="order-history">
            <StatusHistory orderId={current._id} version={current.status} />
          </Panel>
          <Panel title="Items" id="order-items">
            <OrderItems items={current.items} />
          </Panel>
        </div>
        <div className={styles.side}>
          <Panel title="Customer" id="order-customer">
            <CustomerDetails order={current} />
          </Panel>
          <Panel title="Summary" id="order-summary">
            <OrderSummary order={current} />
          </Panel>
        </div>
      </div>
      <DeleteConfirmDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={remove}>
        Order #{shortOrderId(current._id)} will be deleted.
      </DeleteConfirmDialog>
    </>
  );
}
