import { TextField } from '@shop/ui-kit';
import { BUNDLE_COUNT_MAX } from '../../constants';
import { ColorRows, SizeRows } from './OptionRows';
import { newColorRow, newSizeRow, type ProductFormState } from './product-form-rules';
import styles from './ProductFormPage.module.css';

/** Bundle mode (reveals the bundle count) and the optional Color and Size groups, each behind its checkbox. */
export function OptionFields({
  form,
  change,
}: {
  form: ProductFormState;
  change: (patch: Partial<ProductFormState>) => void;
}) {
  return (
    <div className={styles.optionGroups}>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.isBundle}
            onChange={(e) => change({ isBundle: e.target.checked })}
          />
          Bundle (the customer picks options for several items)
        </label>
        {form.isBundle && (
          <TextField
            label="Bundle count"
            type="number"
            min={1}
            max={BUNDLE_COUNT_MAX}
            step={1}
            value={form.bundleCount}
            onChange={(e) => change({ bundleCount: e.target.value })}
            className={styles.bundleCount}
          />
        )}
      </div>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.colorsEnabled}
            onChange={(e) => change({ colorsEnabled: e.target.checked })}
          />
          Color options
        </label>
        {form.colorsEnabled && (
          <ColorRows
            rows={form.colors}
            onChange={(colors) => change({ colors })}
            create={() => newColorRow()}
            images={form.images}
          />
        )}
      </div>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.sizesEnabled}
            onChange={(e) => change({ sizesEnabled: e.target.checked })}
          />
          Size options
        </label>
        {form.sizesEnabled && (
          <SizeRows
            rows={form.sizes}
            onChange={(sizes) => change({ sizes })}
            create={() => newSizeRow()}
            images={form.images}
          />
        )}
      </div>
    </div>
  );
}
