import type { Category } from '@shop/contracts';
import { SelectField, TextField } from '@shop/ui-kit';
import { Checkbox } from '../../shared/Checkbox';
import { TwinFields } from '../../shared/TwinFields';
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
  return (
    <div className={styles.grid}>
      <TwinFields
        label="Title"
        value={form.title}
        onChange={(title) => change({ title })}
        valueAr={form.titleAr}
        onChangeAr={(titleAr) => change({ titleAr })}
        maxLength={200}
      />
      <TwinFields
        label="Description"
        value={form.description}
        onChange={(description) => change({ description })}
        valueAr={form.descriptionAr}
        onChangeAr={(descriptionAr) => change({ descriptionAr })}
        maxLength={5000}
        rows={5}
      />
      <TextField
        label="Price (EGP)"
        type="number"
        min={0}
        step={0.01}
        value={form.price}
        onChange={(e) => change({ price: e.target.value })}
        required
      />
      <TextField
        label="Old Price (EGP)"
        type="number"
        min={0}
        step={0.01}
        value={form.oldPrice}
        onChange={(e) => change({ oldPrice: e.target.value })}
        hint="0 for no old price"
      />
      <TextField
        label="Rating"
        type="number"
        min={0}
        max={5}
        step={0.1}
        value={form.rating}
        onChange={(e) => change({ rating: e.target.value })}
        hint="0 to 5"
      />
      <TextField
        label="Reviews"
        type="number"
        min={0}
        step={1}
        value={form.reviews}
        onChange={(e) => change({ reviews: e.target.value })}
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
