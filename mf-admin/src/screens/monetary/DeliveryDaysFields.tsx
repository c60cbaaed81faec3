import type { DaysText } from './monetary-rules';
import styles from './MonetaryPage.module.css';

/**
 * Fastest and slowest delivery in working days (issue 31), two small inputs named after `what`
 * ('Cairo: fastest delivery (days)'), so the city's own name stays the label of its rate alone.
 */
export function DeliveryDaysFields({
  what,
  days,
  onChange,
}: {
  what: string;
  days: DaysText;
  onChange: (next: DaysText) => void;
}) {
  const input = (end: 'min' | 'max', word: string) => (
    <input
      type="number"
      min={0}
      max={30}
      step={1}
      inputMode="numeric"
      className={styles.dayInput}
      aria-label={`${what}: ${word} delivery (days)`}
      placeholder={end === 'min' ? 'from' : 'to'}
      value={days[end]}
      onChange={(e) => onChange({ ...days, [end]: e.target.value })}
    />
  );
  return (
    <span className={styles.days}>
      {input('min', 'fastest')}
      <span aria-hidden="true">–</span>
      {input('max', 'slowest')}
      <span className={styles.daysUnit}>working days</span>
    </span>
  );
}
