import type { Category } from '@shop/contracts';
import { ALL_CATEGORIES } from './catalog-rules';
import styles from './CatalogPage.module.css';
import { useT } from '../i18n/messages';
import { useLocalized } from '@shop/app-context';

/** All Products plus each storefront category, with its title and description; a toggle group. */
export function CategoryButtons({ categories, selected, onSelect }: {
  categories: Category[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const t = useT();
  const text = useLocalized();
  const all = { _id: ALL_CATEGORIES, title: t('catalog.all'), description: t('catalog.allDescription') };
  return (
    <div className={styles.categories} role="group" aria-label={t('catalog.categories')}>
      {[all, ...categories].map((category) => (
        <button
          key={category._id}
          type="button"
          className={styles.category}
          aria-pressed={selected === category._id}
          onClick={() => onSelect(category._id)}
        >
          <span className={styles.categoryTitle}>{text(category, 'title')}</span>
          {category.description && <span className={styles.categoryDescription}>{text(category, 'description')}</span>}
        </button>
      ))}
    </div>
  );
}
