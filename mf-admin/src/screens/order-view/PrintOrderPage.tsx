import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { SiteConfigResponse } from '@shop/contracts';
import { paymentMethodLabel } from '@shop/contracts/constants';
import { apiFetch, formatEGP, formatEGPPrefix, formatDateTime } from '@shop/ui-kit';
import { useLoaded } from '../../shared/useLoaded';
import { fetchOrder } from '../orders/orders-api';
import {
  customerName,
  displayedTotal,
  orderDiscount,
  optionsText,
  promoLabel,
  shortOrderId,
  taxAmountText,
  taxLabel,
} from '../orders/order-rules';
import { addressLines } from './address';
import styles from './PrintOrderPage.module.css';

const PRINT_DELAY_MS = 300;

async function loadPrintable(orderId: string) {
  const [order, config] = await Promise.all([
    fetchOrder(orderId),
    apiFetch<SiteConfigResponse>('/config').catch(() => undefined),
  ]);
  return { order, shopName: config?.name || 'Order' };
}

/**
 * /admin/print-order/{id}: the order laid out for paper (A4, black on white, no navigation), opened in its own
 * tab by Print Order. The browser's print dialog opens by itself once the order is there.
 */
export default function PrintOrderPage() {
  const { orderId = '' } = useParams();
  const { data, loading } = useLoaded('printable order', () => loadPrintable(orderId), {}, [orderId]);

  useEffect(() => {
    if (!data) return;
    document.title = `Order #${shortOrderId(data.order._id)}`;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data]);

  if (loading) return <p className={styles.note}>Preparing the order for printing...</p>;
  if (!data) return <p className={styles.note}>Order not found</p>;
  const { order, shopName } = data;
  const discount = orderDiscount(order);
  const promo = promoLabel(order);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" onClick={() => window.close()}>
          Close
        </button>
      </div>
      <article className={styles.sheet} aria-label="Printable order">
        <header className={styles.header}>
          <div>
            <p className={styles.shop}>{shopName}</p>
            <h1 className={styles.title}>Order #{shortOrderId(order._id)}</h1>
            {order.number !== undefined && <p className={styles.meta}>Order number #{order.number}</p>}
            <p className={styles.meta}>{order._id}</p>
          </div>
          <dl className={styles.headerFacts}>
            <dt>Date</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{order.status}</dd>
          </dl>
        </header>
        <section className={styles.customer}>
          <div>
            <h2>Customer</h2>
            <p>{customerName(order)}</p>
            <p>{order.customerInfo?.phone}</p>
            <p>{order.customerInfo?.email}</p>
          </div>
          <div>
            <h2>Deliver to</h2>
            {addressLines(order.customerInfo?.address).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </section>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Options</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Unit price
              </th>
              <th scope="col" className={styles.number}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item._id}>
                <td>
                  {item.product.title}
                  {item.product.isBundle ? ' (bundle)' : ''}
                </td>
                <td>{optionsText(item.selectedOptions) || '-'}</td>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>{formatEGP(item.product.price)}</td>
                <td className={styles.number}>
                  {formatEGP(item.lineTotal ?? item.product.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.summary}>
          <dt>Subtotal</dt>
          <dd>{formatEGP(order.subtotal)}</dd>
          {(discount > 0 || promo) && (
            <>
              <dt>Discount{promo ? ` · ${promo}` : ''}</dt>
              <dd>−{formatEGP(discount)}</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>{formatEGP(order.shippingCost)}</dd>
          {order.taxes.map((tax, index) => (
            <Tax
              key={`${index}-${tax.taxName}`}
              label={taxLabel(tax)}
              amount={taxAmountText(order, formatEGP(tax.amount))}
            />
          ))}
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total}>{formatEGPPrefix(displayedTotal(order))}</dd>
          <dt>Payment</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </dl>
        <footer className={styles.footer}>Thank you for shopping with {shopName}.</footer>
      </article>
    </div>
  );
}

function Tax({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
