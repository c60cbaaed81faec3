import { cartTotals } from '../cart/cart-totals';
import { type CartLine } from '../cart/cart-lines';
import { CartLineItem } from './CartLineItem';
import { useT } from '../i18n/messages';

interface CartLinesProps {
  lines: CartLine[];
  /** The drawer's compact rows or the cart page's full ones. */
  variant: 'compact' | 'full';
  className?: string;
  /** Whether a line's change is under way (its buttons wait). */
  busy?: (line: CartLine) => boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** Called when a line's link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The cart's lines, each with its total, as the list the drawer and the cart page show. */
export function CartLines({
  lines,
  variant,
  className,
  busy,
  onQuantity,
  onRemove,
  onNavigate,
}: CartLinesProps) {
  const t = useT();
  const { lineTotals } = cartTotals(lines, []);
  return (
    <ul className={className} aria-label={t('cart.items')}>
      {lines.map((line, index) => (
        <CartLineItem
          key={line.key}
          line={line}
          lineTotal={lineTotals[index] ?? 0}
          variant={variant}
          busy={busy?.(line)}
          onQuantity={(quantity) => onQuantity(line, quantity)}
          onRemove={() => onRemove(line)}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
