import { useEffect, useState } from 'react';
import { ALL_STATUSES, orderPageCount, type StatusFilter } from './order-rules';
import { fetchOrderPage } from './orders-api';
import { useLoaded } from '../../shared/useLoaded';

/**
 * All Orders read a page at a time (issue 36): the status filter and the search run on the server, and each
 * page is asked after the cursor the page before ended with. The cursors of the pages walked are kept, so
 * Previous goes back the way it came; a new filter or search starts again at page 1.
 */
export function useOrderPages() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL_STATUSES);
  /** The cursors of pages 2, 3, ... as far as the admin went. */
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const orders = useLoaded(
    'orders',
    () => fetchOrderPage(search, status, cursor),
    { failure: 'Error fetching orders' },
    [search, status, cursor],
  );
  const answer = orders.data;
  const page = cursors.length + 1;

  // the last orders of a page were deleted: the page before shows instead
  useEffect(() => {
    if (answer && answer.data.length === 0 && cursors.length > 0) setCursors((walked) => walked.slice(0, -1));
  }, [answer]);

  return {
    orders,
    answer,
    status,
    page,
    pages: answer ? orderPageCount(answer, page) : 1,
    setStatus: (next: StatusFilter) => {
      setStatus(next);
      setCursors([]);
    },
    setSearch: (next: string) => {
      setSearch(next);
      setCursors([]);
    },
    goTo: (next: number) => {
      if (next > page && answer?.next) setCursors([...cursors, answer.next]);
      else if (next < page) setCursors(cursors.slice(0, Math.max(0, next - 1)));
    },
  };
}
