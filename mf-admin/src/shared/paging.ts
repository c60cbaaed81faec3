import { clampPage, pageCount, pageSlice } from '@shop/ui-kit';

export interface Paged<T> {
  /** The page actually shown: a page that vanished after a delete or a filter falls back to the last one. */
  page: number;
  pages: number;
  items: T[];
  /** 1-based positions of the first and last item shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(list: readonly T[], requestedPage: number, pageSize: number): Paged<T> {
  const page = clampPage(requestedPage, list.length, pageSize);
  const items = pageSlice(list, page, pageSize);
  const from = items.length ? (page - 1) * pageSize + 1 : 0;
  return {
    page,
    pages: pageCount(list.length, pageSize),
    items,
    from,
    to: from ? from + items.length - 1 : 0,
    total: list.length,
  };
}
