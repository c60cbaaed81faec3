import { useState } from 'react';
import type { Order } from '@shop/contracts';
import { Button, Skeleton, TextField } from '@shop/ui-kit';
import { ORDER_STATUSES } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { FilterSelect, asOptions } from '../../shared/FilterSelect';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Pager } from '../../shared/Pager';
import { RefreshButton } from '../../shared/RefreshButton';
import { StatCard, StatGrid } from '../../shared/StatCard';
import { Toolbar } from '../../shared/Panel';
import { useListDeletes } from '../../shared/useListDeletes';
import { OrderCard } from './OrderCard';
import { deleteAllOrders, deleteOrder } from './orders-api';
import { ALL_STATUSES, STATUS_FILTERS, noOrdersText, orderTotal, shortOrderId } from './order-rules';
import { useOrderPages } from './useOrderPages';
import styles from './OrdersPage.module.css';

const STATUSES = asOptions(STATUS_FILTERS);

/**
 * All Orders (admin spec §2): status filter, a tile per status, Refresh, order cards, Danger Zone; and the search by
 * number, name, phone or e-mail, answered by the server (issue 31). Read a page at a time (issue 36): the tiles'
 * counts, the filter and the search come from the server, so a shop with a year of orders opens as fast as a new one.
 */
export default function OrdersPage() {
  // The search runs on the server (issue 31): what was typed is sent when the form is submitted.
  const [typed, setTyped] = useState('');
  const { orders, answer, status, setStatus, setSearch, page, pages, goTo } = useOrderPages();
  const shown = answer?.data ?? [];
  const all = answer ? orderTotal(answer.counts) : 0;
  const deletes = useListDeletes<Order>({
    one: {
      run: (order) => deleteOrder(order._id),
      toasts: { success: 'Order deleted successfully', failure: 'Error deleting order' },
      describe: (order) => `Order #${shortOrderId(order._id)} will be deleted.`,
    },
    all: {
      run: deleteAllOrders,
      toasts: { success: 'All orders deleted successfully', failure: 'Error deleting all orders' },
      describe: `All ${all} orders will be deleted.`,
      zone: {
        description: 'Deletes every order of the shop, whatever its status.',
        button: 'Delete All Orders',
      },
    },
    onDeleted: orders.reload,
  });

  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order placed in the shop, newest first."
        actions={<RefreshButton loaded={orders} />}
      />
      <StatGrid label="Orders per status">
        {ORDER_STATUSES.map((name) => (
          <StatCard
            key={name}
            label={name}
            value={answer ? answer.counts[name] : <Skeleton width="2ch" height="1em" />}
            active={status === name}
            onClick={() => setStatus(status === name ? ALL_STATUSES : name)}
          />
        ))}
      </StatGrid>
      <Toolbar>
        <FilterSelect
          label="Status"
          value={status}
          options={STATUSES}
          onChange={setStatus}
          className={styles.filter}
        />
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <TextField
            label="Search orders"
            type="search"
            placeholder="Number, name, phone or e-mail"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <p className={styles.count} aria-live="polite">
          {answer ? `${answer.total} of ${all} orders` : ''}
        </p>
      </Toolbar>
      {orders.loading ? (
        <LoadingCards className={styles.grid} label="Loading orders" count={4} height={230} />
      ) : shown.length === 0 ? (
        <EmptyState>{noOrdersText(status)}</EmptyState>
      ) : (
        <>
          <div className={styles.grid}>
            {shown.map((order) => (
              <OrderCard key={order._id} order={order} onDelete={() => deletes.askOne(order)} />
            ))}
          </div>
          <Pager page={page} pages={pages} onPage={goTo} label="Order pages" />
        </>
      )}
      {all > 0 && deletes.dangerZone}
      {deletes.dialog}
    </>
  );
}
