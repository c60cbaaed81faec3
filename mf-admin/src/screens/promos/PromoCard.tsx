import type { Promo } from '@shop/contracts';
import { Button, formatDate } from '@shop/ui-kit';
import { Badge, type BadgeTone } from '../../shared/Badge';
import { discountText, promoState, type PromoState } from './promo-rules';
import styles from './PromosPage.module.css';

const TONE: Record<PromoState, BadgeTone> = {
  Running: 'success',
  Scheduled: 'info',
  Expired: 'muted',
  Inactive: 'danger',
};

export function PromoCard({
  promo,
  now,
  onEdit,
  onDelete,
}: {
  promo: Promo;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const state = promoState(promo, now);
  return (
    <article className={styles.card} aria-labelledby={`promo-${promo._id}`} data-testid="promo-card">
      <header className={styles.cardHead}>
        <h3 className={styles.code} id={`promo-${promo._id}`}>
          {promo.promo_code}
        </h3>
        <Badge tone={TONE[state]}>{state}</Badge>
      </header>
      <p className={styles.discount}>{discountText(promo)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Valid</dt>
          <dd>
            {formatDate(promo.start_date)} – {formatDate(promo.expiration_date)}
          </dd>
        </div>
        <div>
          <dt>Used</dt>
          <dd>{promo.usageCount} time(s)</dd>
        </div>
        {promo.created_by && (
          <div>
            <dt>Created by</dt>
            <dd>{promo.created_by}</dd>
          </div>
        )}
      </dl>
      <footer className={styles.cardActions}>
        <Button size="small" variant="secondary" onClick={onEdit} aria-label={`Edit ${promo.promo_code}`}>
          Edit
        </Button>
        <Button size="small" variant="ghost" onClick={onDelete} aria-label={`Delete ${promo.promo_code}`}>
          Delete
        </Button>
      </footer>
    </article>
  );
}
