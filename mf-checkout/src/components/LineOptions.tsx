import type { SelectedOption } from '@shop/contracts';
import styles from './LineOptions.module.css';
import { useT } from '../i18n/messages';

/** The chosen options of a line, one 'name: value' label each (a bundle repeats Color per item). */
export function LineOptions({ options }: { options: readonly SelectedOption[] }) {
  const t = useT();
  if (options.length === 0) return null;
  // 'Color' and 'Size' in the page's language; a name the catalogue does not know is shown as it is
  const optionName = (name: string) => {
    const key = `cart.optionNames.${name}`;
    const shown = t(key);
    return shown === key ? name : shown;
  };
  return (
    <ul className={styles.options} aria-label={t('cart.options')}>
      {options.map((option, index) => (
        <li key={`${option.name}-${index}`} className={styles.option}>
          {/* the value (a shade, '30 ml') keeps its own direction inside an Arabic line */}
          {optionName(option.name)}: <bdi>{option.value}</bdi>
        </li>
      ))}
    </ul>
  );
}
