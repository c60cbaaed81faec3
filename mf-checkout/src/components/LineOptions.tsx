import type { SelectedOption } from '@shop/contracts';
import { optionLabel } from '../cart/cart-lines';
import styles from './LineOptions.module.css';
import { useT } from '../i18n/messages';

/** The chosen options of a line, one 'name: value' label each (a bundle repeats Color per item). */
export function LineOptions({ options }: { options: readonly SelectedOption[] }) {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={t('cart.options')}>
      {options.map((option, index) => (
        <li key={`${option.name}-${index}`} className={styles.option}>
          {optionLabel(option)}
        </li>
      ))}
    </ul>
  );
}
