import { useState } from 'react';
import { ButtonLink, Stars, useAsync } from '@shop/ui-kit';
import { fetchVisibleReviews } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { cardsPerRow, step, visibleIndexes } from './carousel-rules';
import { useViewportWidth } from './useViewportWidth';
import styles from './ReviewsCarousel.module.css';
import { useT } from '../i18n/messages';

/** 'Customer Reviews': visible reviews, newest first, 1/2/3 per row with previous and next. */
export function ReviewsCarousel() {
  const { data } = useAsync('reviews', fetchVisibleReviews);
  const reviews = Array.isArray(data) ? data : [];
  const perRow = cardsPerRow(useViewportWidth());
  const [start, setStart] = useState(0);
  const t = useT();
  const shown = visibleIndexes(start, perRow, reviews.length);
  const canMove = reviews.length > perRow;

  return (
    <Section id="reviews" eyebrow={t('review.eyebrow')} title={t('reviews.title')} intro={t('reviews.intro')} soft>
      <div className={styles.controls}>
        <ButtonLink to="/reviews" variant="secondary">
          {t('review.title')}
        </ButtonLink>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => setStart(step(start, -1, reviews.length))} disabled={!canMove} aria-label={t('reviews.previous')}>
            <span className={styles.arrowGlyph}>←</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => setStart(step(start, 1, reviews.length))} disabled={!canMove} aria-label={t('reviews.next')}>
            <span className={styles.arrowGlyph}>→</span>
          </button>
        </div>
      </div>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t('reviews.empty')}</p>
      ) : (
        <div className={styles.row} style={{ ['--per-row' as string]: shown.length }} aria-live="polite" aria-roledescription={t('reviews.carousel')}>
          {shown.map((index) => {
            const review = reviews[index];
            if (!review) return null;
            return (
              <figure key={review._id} className={styles.card} data-testid="review-card">
                <Stars rating={review.rating} label={t('common.rated', { rating: review.rating })} />
                <blockquote className={styles.comment}>“{review.comment}”</blockquote>
                <figcaption className={styles.name}>{review.name}</figcaption>
              </figure>
            );
          })}
        </div>
      )}
    </Section>
  );
}
