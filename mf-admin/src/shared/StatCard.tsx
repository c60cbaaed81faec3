import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

/** One figure with its label (Total Users, Average Rating, an order status...). */
export function StatCard({
  label,
  value,
  active,
  onClick,
}: {
  label: string;
  value: ReactNode;
  active?: boolean;
  onClick?: () => void;
}) {
  const body = (
    <>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
  const className = [styles.card, active && styles.active, onClick && styles.clickable]
    .filter(Boolean)
    .join(' ');
  return onClick ? (
    <button type="button" className={className} onClick={onClick} aria-pressed={active}>
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className={styles.grid} aria-label={label}>
      {children}
    </section>
  );
}
