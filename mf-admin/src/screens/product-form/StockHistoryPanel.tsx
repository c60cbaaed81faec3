import { useState } from 'react';
import { Skeleton, pageCount, formatDateTime } from '@shop/ui-kit';
import { EmptyState } from '../../shared/EmptyState';
import { Pager } from '../../shared/Pager';
import { Panel } from '../../shared/Panel';
import { useLoaded } from '../../shared/useLoaded';
import { STOCK_HISTORY_PAGE_SIZE, changeText, fetchStockHistory, whyText } from './stock-history';
import { RecordTable, whenCell } from '../../shared/RecordTable';

/** Every change of the product's stock: orders taking and giving back units, admins setting it. Newest first. */
export function StockHistoryPanel({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const history = useLoaded(
    'stock history',
    () => fetchStockHistory(productId, page),
    { failure: 'Failed to load the stock history', serverMessage: true },
    [productId, page],
  );
  const pages = pageCount(history.data?.total ?? 0, STOCK_HISTORY_PAGE_SIZE);
  return (
    <Panel
      title={history.data ? `Stock history (${history.data.total})` : 'Stock history'}
      id="stock-history"
    >
      {history.loading ? (
        <Skeleton height={160} radius={22} />
      ) : !history.data || history.data.entries.length === 0 ? (
        <EmptyState>No stock changes yet.</EmptyState>
      ) : (
        <RecordTable minWidth={520} columns={['When', 'Change', 'Why']} compact>
          {history.data.entries.map((entry) => (
            <tr key={entry._id}>
              <td className={whenCell}>{formatDateTime(entry.at)}</td>
              <td>
                {entry.changes.map((change) => (
                  <div key={`${change.option}:${change.value}`}>{changeText(change)}</div>
                ))}
              </td>
              <td>{whyText(entry)}</td>
            </tr>
          ))}
        </RecordTable>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label="Stock history pages"
        previous="Newer"
        next="Older"
      />
    </Panel>
  );
}
