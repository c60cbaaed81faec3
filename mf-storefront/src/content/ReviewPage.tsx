import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldGrid, Notice, TextAreaField, TextField } from '@shop/ui-kit';
import { submitReview } from '../api/storefront-api';
import { Section } from '../shared/Section';
import styles from './Pages.module.css';
import { useT } from '../i18n/messages';

export const DEFAULT_RATING = 5;
export const REVIEW_NOTICE_MS = 5000;
const EMPTY = { name: '', email: '', phoneNumber: '', comment: '' };

/** /reviews: leave a review (name, email, optional phone, comment, 1-5 stars defaulting to 5). */
export default function ReviewPage() {
  const [form, setForm] = useState(EMPTY);
  const t = useT();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const show = (next: { type: 'success' | 'error'; text: string }) => {
    setNotice(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(undefined), REVIEW_NOTICE_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await submitReview({ ...form, rating });
      show({ type: 'success', text: t('review.success') });
      setForm(EMPTY);
      setRating(DEFAULT_RATING);
    } catch (error) {
      console.error('Review submission failed', error);
      show({ type: 'error', text: t('review.failure') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Section id="leave-review" eyebrow={t('review.eyebrow')} title={t('review.title')} headingLevel={1} centered intro={t('review.intro')}>
      <form className={styles.reviewForm} onSubmit={(event) => void submit(event)} aria-label={t('review.form')}>
        <FieldGrid>
          <TextField label={t('review.name')} autoComplete="name" value={form.name} onChange={set('name')} required />
          <TextField label={t('contact.email')} type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
        </FieldGrid>
        <TextField label={t('review.phone')} type="tel" autoComplete="tel" value={form.phoneNumber} onChange={set('phoneNumber')} />
        <fieldset className={styles.rating}>
          <legend className={styles.ratingLegend}>{t('review.rating')}</legend>
          <div className={styles.starInputs}>
            {[1, 2, 3, 4, 5].map((stars) => (
              <span key={stars}>
                <input id={`rating-${stars}`} type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
                <label htmlFor={`rating-${stars}`} className={[styles.starLabel, stars <= rating && styles.starOn].filter(Boolean).join(' ')} aria-label={t.plural('review.stars', stars)}>
                  ★
                </label>
              </span>
            ))}
          </div>
        </fieldset>
        <TextAreaField label={t('review.comment')} value={form.comment} onChange={set('comment')} required />
        {notice && <Notice type={notice.type}>{notice.text}</Notice>}
        <Button type="submit" disabled={sending}>
          {t('review.submit')}
        </Button>
      </form>
    </Section>
  );
}
