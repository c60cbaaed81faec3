import type { Review } from '@shop/contracts';
import { filterReviews, reviewStats, visibilityMessage } from './review-rules';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: '65f1a2b3c4d5e6f708192a60',
  name: 'Heba',
  email: 'heba@example.com',
  phoneNumber: '',
  comment: 'Lovely packaging and fast delivery to Giza.',
  rating: 5,
  visibility: true,
  createdAt: '2025-03-14T10:15:30.000Z',
  ...overrides,
});

const reviews = [
  review(),
  review({ _id: 'b'.repeat(24), name: 'Omar', rating: 4, visibility: false, comment: 'Good serum' }),
  review({
    _id: 'c'.repeat(24),
    name: 'Nour',
    rating: 2,
    visibility: true,
    comment: '<script>alert(1)</script>',
  }),
];

describe('reviews screen rules', () => {
  it('when counted, then total, visible and the average with one decimal show', () => {
    expect(reviewStats(reviews)).toEqual({ total: 3, visible: 2, average: '3.7' });
    expect(reviewStats([])).toEqual({ total: 0, visible: 0, average: '0.0' });
  });

  it('when filtered by rating, visibility and search together, then all three apply', () => {
    const all = { query: '', rating: 'all', visibility: 'all' } as const;
    expect(filterReviews(reviews, all)).toHaveLength(3);
    expect(filterReviews(reviews, { ...all, rating: '4' }).map((r) => r.name)).toEqual(['Omar']);
    expect(filterReviews(reviews, { ...all, visibility: 'private' }).map((r) => r.name)).toEqual(['Omar']);
    expect(filterReviews(reviews, { ...all, visibility: 'visible' }).map((r) => r.name)).toEqual([
      'Heba',
      'Nour',
    ]);
    expect(filterReviews(reviews, { ...all, query: 'SERUM' }).map((r) => r.name)).toEqual(['Omar']);
    expect(filterReviews(reviews, { query: 'giza', rating: '5', visibility: 'private' })).toEqual([]);
  });

  it('when visibility changes, then the toast says which way', () => {
    expect(visibilityMessage(true)).toBe('Review is now visible!');
    expect(visibilityMessage(false)).toBe('Review is now hidden!');
  });
});
