import { BUNDLE_COUNT_MAX } from '../../constants';
import { Checkbox } from '../../shared/Checkbox';
import { NumberField } from '../../shared/NumberField';
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
        <Checkbox
          checked={form.isBundle}
          onChange={(isBundle) => change({ isBundle })}
          className={styles.check}
        >
          Bundle (the customer picks options for several items)
        </Checkbox>
        {form.isBundle && (
          <NumberField
            label="Bundle count"
            min={1}
            max={BUNDLE_COUNT_MAX}
            step={1}
            value={form.bundleCount}
            onChange={(bundleCount) => change({ bundleCount })}
            className={styles.bundleCount}
          />
        )}
      </div>
      <div>
        <Checkbox
          checked={form.colorsEnabled}
          onChange={(colorsEnabled) => change({ colorsEnabled })}
          className={styles.check}
        >
          Color options
        </Checkbox>
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
        <Checkbox
          checked={form.sizesEnabled}
          onChange={(sizesEnabled) => change({ sizesEnabled })}
          className={styles.check}
        >
          Size options
        </Checkbox>
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
