import { useMemo, useState } from 'react';
import type { Review } from '@shop/contracts';
import { Pagination, Skeleton } from '@shop/ui-kit';
import { REVIEWS_PAGE_SIZE } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { FilterSelect, filterBinder, type FilterOption } from '../../shared/FilterSelect';
import { LoadingCards } from '../../shared/LoadingCards';
import { PageHeader } from '../../shared/PageHeader';
import { Toolbar } from '../../shared/Panel';
import { SearchField } from '../../shared/SearchField';
import { StatCard, StatGrid } from '../../shared/StatCard';
import { paginate } from '../../shared/paging';
import { useListDeletes } from '../../shared/useListDeletes';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { ReviewCard } from './ReviewCard';
import { deleteAllReviews, deleteReview, fetchReviews, updateReview } from './reviews-api';
import {
  RATING_FILTERS,
  filterReviews,
  reviewStats,
  visibilityMessage,
  type ReviewFilters,
  type VisibilityFilter,
} from './review-rules';
import styles from './ReviewsPage.module.css';

const RATINGS = RATING_FILTERS.map((rating): FilterOption<typeof rating> => [
  rating,
  rating === 'all' ? 'All ratings' : `${rating} star${rating === '1' ? '' : 's'}`,
]);
const VISIBILITIES: FilterOption<VisibilityFilter>[] = [
  ['all', 'All'],
  ['visible', 'Visible'],
  ['private', 'Private'],
];

/** /admin/customer-reviews (admin spec §2, §4, §8). */
export default function ReviewsPage() {
  const notify = useNotify();
  const reviews = useLoaded('reviews', fetchReviews, { failure: 'Failed to load reviews' });
  const [filters, setFilters] = useState<ReviewFilters>({ query: '', rating: 'all', visibility: 'all' });
  const [page, setPage] = useState(1);
  const list = useMemo(() => reviews.data ?? [], [reviews.data]);
  const stats = reviewStats(list);
  const shown = useMemo(() => filterReviews(list, filters), [list, filters]);
  const paged = paginate(shown, page, REVIEWS_PAGE_SIZE);
  const deletes = useListDeletes<Review>({
    one: {
      run: (review) => deleteReview(review._id),
      toasts: { success: 'Review deleted successfully!', failure: 'Error deleting review.' },
      describe: (review) => `The review by ${review.name} will be deleted.`,
    },
    all: {
      run: deleteAllReviews,
      toasts: { success: 'All reviews deleted successfully!', failure: 'Error deleting all reviews.' },
      describe: 'Every review will be deleted.',
      zone: { description: 'Deletes every review, published or not.', button: 'Delete All Reviews' },
    },
    onDeleted: reviews.reload,
  });

  const filter = (patch: Partial<ReviewFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const select = filterBinder(filters, filter, styles.filter);

  const toggle = async (review: Review) => {
    const visibility = !review.visibility;
    const ok = await notify.run(() => updateReview({ ...review, visibility }), {
      success: visibilityMessage(visibility),
      failure: 'Error updating review visibility.',
    });
    if (ok)
      reviews.setData((current) => current?.map((r) => (r._id === review._id ? { ...r, visibility } : r)));
  };

  const figure = (value: string | number) =>
    reviews.loading ? <Skeleton width="3ch" height="1em" /> : value;

  return (
    <>
      <PageHeader title="Reviews" description="Customer reviews wait private until you publish them." />
      <StatGrid label="Review figures">
        <StatCard label="Total Reviews" value={figure(stats.total)} />
        <StatCard label="Visible Reviews" value={figure(stats.visible)} />
        <StatCard label="Average Rating" value={figure(stats.average)} />
      </StatGrid>
      <Toolbar>
        <SearchField label="Search reviews" value={filters.query} onChange={(query) => filter({ query })} />
        <FilterSelect label="Rating" options={RATINGS} {...select('rating')} />
        <FilterSelect label="Visibility" options={VISIBILITIES} {...select('visibility')} />
      </Toolbar>
      {reviews.loading ? (
        <LoadingCards className={styles.grid} label="Loading reviews" count={3} height={220} />
      ) : shown.length === 0 ? (
        <EmptyState>{list.length ? 'No reviews match these filters.' : 'No reviews yet.'}</EmptyState>
      ) : (
        <div className={styles.grid}>
          {paged.items.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              onToggle={() => toggle(review)}
              onDelete={() => deletes.askOne(review)}
            />
          ))}
        </div>
      )}
      <Pagination page={paged.page} pages={paged.pages} onChange={setPage} label="Review pages" />
      {list.length > 0 && deletes.dangerZone}
      {deletes.dialog}
    </>
  );
}
