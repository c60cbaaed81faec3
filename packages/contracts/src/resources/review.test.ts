import { review } from '../__fixtures__/samples';
import { CreateReviewBody, UpdateReviewBody, VisibleReviewsResponse } from './review';

const submitted = {
  name: 'Nour',
  email: 'nour@example.com',
  phoneNumber: '',
  comment: 'The serum arrived in two days and my skin loves it.',
  rating: 4,
  visibility: false,
};

describe('CreateReviewBody', () => {
  it('when the public form is sent, then it passes', () => {
    expect(CreateReviewBody.parse(submitted)).toEqual(submitted);
  });

  it('when rating and phone are left out, then rating is 5 and phone is empty', () => {
    const { rating: _r, phoneNumber: _p, visibility: _v, ...minimal } = submitted;
    expect(CreateReviewBody.parse(minimal)).toMatchObject({ rating: 5, phoneNumber: '' });
  });

  it.each([0, 6, 3.5, '4'])('when the rating is %p, then it is rejected', (rating) => {
    expect(CreateReviewBody.safeParse({ ...submitted, rating }).success).toBe(false);
  });

  it.each([1, 5])('when the rating is %p, then it passes', (rating) => {
    expect(CreateReviewBody.safeParse({ ...submitted, rating }).success).toBe(true);
  });

  it('when name, email or comment is missing, then it is rejected', () => {
    for (const key of ['name', 'email', 'comment']) {
      expect(CreateReviewBody.safeParse({ ...submitted, [key]: undefined }).success).toBe(false);
    }
  });

  it('when the comment exceeds 1000 characters, then it is rejected', () => {
    expect(CreateReviewBody.safeParse({ ...submitted, comment: 'c'.repeat(1000) }).success).toBe(true);
    expect(CreateReviewBody.safeParse({ ...submitted, comment: 'c'.repeat(1001) }).success).toBe(false);
  });

  it('when the comment holds HTML, then it is kept verbatim (it is text, never markup)', () => {
    const comment = '<img src=x onerror=alert(1)> lovely';
    expect(CreateReviewBody.parse({ ...submitted, comment }).comment).toBe(comment);
  });

  it('when an _id, createdAt or an email operator is sent, then it is rejected', () => {
    expect(CreateReviewBody.safeParse({ ...submitted, _id: review._id }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...submitted, createdAt: review.createdAt }).success).toBe(false);
    expect(CreateReviewBody.safeParse({ ...submitted, email: { $gt: '' } }).success).toBe(false);
  });
});

describe('UpdateReviewBody', () => {
  it('when the admin sends back the full review with visibility flipped, then it passes', () => {
    expect(UpdateReviewBody.safeParse({ ...review, visibility: false }).success).toBe(true);
  });

  it('when the full review carries an unknown key, then it is rejected', () => {
    expect(UpdateReviewBody.safeParse({ ...review, __v: 0 }).success).toBe(false);
  });
});

describe('VisibleReviewsResponse', () => {
  it('when the public list is answered, then it is a bare array', () => {
    expect(VisibleReviewsResponse.safeParse([review]).success).toBe(true);
    expect(VisibleReviewsResponse.safeParse({ data: [review] }).success).toBe(false);
  });
});
