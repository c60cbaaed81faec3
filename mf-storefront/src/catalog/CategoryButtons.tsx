import type { Category } from '@shop/contracts';
import { ALL_CATEGORIES } from './catalog-rules';
import styles from './CatalogPage.module.css';

/** All Products plus each storefront category, with its title and description; a toggle group. */
export function CategoryButtons({ categories, selected, onSelect }: {
  categories: Category[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const all = { _id: ALL_CATEGORIES, title: 'All Products', description: 'Everything we carry' };
  return (
    <div className={styles.categories} role="group" aria-label="Categories">
      {[all, ...categories].map((category) => (
        <button
          key={category._id}
          type="button"
          className={styles.category}
          aria-pressed={selected === category._id}
          onClick={() => onSelect(category._id)}
        >
          <span className={styles.categoryTitle}>{category.title}</span>
          {category.description && <span className={styles.categoryDescription}>{category.description}</span>}
        </button>
      ))}
    </div>
  );
}
