import { Skeleton } from '@shop/ui-kit';

/** Placeholders while a screen's list loads: `count` cards of the list's own layout, announced as busy. */
export function LoadingCards({
  label,
  count,
  height,
  radius = 22,
  className,
}: {
  /** What is loading, for assistive technology: 'Loading orders'. */
  label: string;
  count: number;
  height: number;
  radius?: number;
  /** The list's own grid or list class, so the placeholders sit where the cards will. */
  className?: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius={radius} />
      ))}
    </div>
  );
}
