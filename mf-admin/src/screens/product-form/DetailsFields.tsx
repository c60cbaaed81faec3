import type { Category } from '@shop/contracts';
import { SelectField } from '@shop/ui-kit';
import { Checkbox } from '../../shared/Checkbox';
import { NumberField } from '../../shared/NumberField';
import { TwinFields, twinBinder } from '../../shared/TwinFields';
import type { ProductFormState } from './product-form-rules';
import styles from './ProductFormPage.module.css';

interface FieldsProps {
  form: ProductFormState;
  change: (patch: Partial<ProductFormState>) => void;
}

/**
 * Title, description, prices, rating, reviews, category and availability (admin spec §5); the title and the
 * description each have their optional Arabic twin beside them (decision 025).
 */
export function DetailsFields({ form, change, categories }: FieldsProps & { categories: Category[] }) {
  const twin = twinBinder(form, change);
  return (
    <div className={styles.grid}>
      <TwinFields label="Title" maxLength={200} {...twin('title')} />
      <TwinFields label="Description" maxLength={5000} rows={5} {...twin('description')} />
      <NumberField label="Price (EGP)" value={form.price} onChange={(price) => change({ price })} required />
      <NumberField
        label="Old Price (EGP)"
        value={form.oldPrice}
        onChange={(oldPrice) => change({ oldPrice })}
        hint="0 for no old price"
      />
      <NumberField
        label="Rating"
        max={5}
        step={0.1}
        value={form.rating}
        onChange={(rating) => change({ rating })}
        hint="0 to 5"
      />
      <NumberField
        label="Reviews"
        step={1}
        value={form.reviews}
        onChange={(reviews) => change({ reviews })}
      />
      <SelectField
        label="Category"
        value={form.categoryId}
        onChange={(e) => change({ categoryId: e.target.value })}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.title}
          </option>
        ))}
      </SelectField>
      <Checkbox
        checked={form.availability}
        onChange={(availability) => change({ availability })}
        className={styles.check}
      >
        Available (in stock)
      </Checkbox>
    </div>
  );
}
