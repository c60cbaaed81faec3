import type { Review } from '@shop/contracts';
import { Button, Stars, formatDate } from '@shop/ui-kit';
import { Badge } from '../../shared/Badge';
import { Switch } from '../../shared/Switch';
import styles from './ReviewsPage.module.css';

/** One review. Name and comment are rendered as text: a stored script stays harmless characters. */
export function ReviewCard({
  review,
  onToggle,
  onDelete,
}: {
  review: Review;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <article className={styles.card} aria-labelledby={`review-${review._id}`} data-testid="review-card">
      <header className={styles.cardHead}>
        <div>
          <h3 className={styles.name} id={`review-${review._id}`}>
            {review.name}
          </h3>
          <Stars rating={review.rating} size={16} />
        </div>
        <Badge tone={review.visibility ? 'success' : 'muted'}>
          {review.visibility ? 'Visible' : 'Private'}
        </Badge>
      </header>
      <p className={styles.comment}>{review.comment}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>{review.email}</dd>
        </div>
        {review.phoneNumber && (
          <div>
            <dt>Phone</dt>
            <dd>{review.phoneNumber}</dd>
          </div>
        )}
        <div>
          <dt>Date</dt>
          <dd>{formatDate(review.createdAt)}</dd>
        </div>
      </dl>
      <footer className={styles.actions}>
        <Switch
          checked={review.visibility}
          onChange={onToggle}
          label={review.visibility ? 'Visible' : 'Private'}
        />
        <Button
          size="small"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete the review by ${review.name}`}
        >
          Delete
        </Button>
      </footer>
    </article>
  );
}
