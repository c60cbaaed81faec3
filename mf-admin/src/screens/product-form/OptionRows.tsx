import { useId, type ReactNode } from 'react';
import type { ProductImage } from '@shop/contracts';
import { galleryImageName } from './gallery-rules';
import type { ColorRow, SizeRow } from './product-form-rules';
import { canRemoveRow } from './product-form-rules';
import { Button, fieldClasses } from '@shop/ui-kit';
import { ARABIC_HINT } from '../../shared/ArabicField';
import styles from './ProductFormPage.module.css';

interface RowsProps<Row> {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  create: () => Row;
  /** The product's gallery: each value may pick the image that shows it (decision 032). */
  images?: ProductImage[];
}

interface OptionRow {
  key: number;
  label: string;
  labelAr: string;
  stock: string;
  image?: string;
}

const HEX_PATTERN = '#[0-9a-fA-F]{6}';

/** Colour rows: label, hex (typed or picked) and stock; a row with no label or hex is not saved. */
export function ColorRows(props: RowsProps<ColorRow>) {
  return (
    <OptionRowList
      {...props}
      noun="Color"
      between={(row, index, update) => (
        <HexField index={index} value={row.hex} onChange={(hex) => update({ hex })} />
      )}
    />
  );
}

/** Size rows: label and stock; a row with no label is not saved. */
export function SizeRows(props: RowsProps<SizeRow>) {
  return <OptionRowList {...props} noun="Size" />;
}

/** One fieldset per row (label, whatever `between` adds, stock), removable while more than one is left. */
function OptionRowList<Row extends OptionRow>({
  rows,
  onChange,
  create,
  noun,
  between,
  images = [],
}: RowsProps<Row> & {
  noun: 'Color' | 'Size';
  between?: (row: Row, index: number, update: (patch: Partial<Row>) => void) => ReactNode;
}) {
  const update = (key: number, patch: Partial<Row>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row}>
          <legend className={styles.rowLegend}>
            {noun} {index + 1}
          </legend>
          <label className={fieldClasses.field}>
            <span className={fieldClasses.label}>Label</span>
            <input
              className={fieldClasses.control}
              value={row.label}
              maxLength={50}
              onChange={(e) => update(row.key, { label: e.target.value } as Partial<Row>)}
            />
          </label>
          <label className={fieldClasses.field}>
            <span className={fieldClasses.label}>Label (Arabic)</span>
            <input
              className={fieldClasses.control}
              value={row.labelAr}
              maxLength={50}
              dir="rtl"
              lang="ar"
              title={ARABIC_HINT}
              onChange={(e) => update(row.key, { labelAr: e.target.value } as Partial<Row>)}
            />
          </label>
          {between?.(row, index, (patch) => update(row.key, patch))}
          <label className={fieldClasses.field}>
            <span className={fieldClasses.label}>Stock</span>
            <input
              className={fieldClasses.control}
              type="number"
              min={0}
              step={1}
              value={row.stock}
              onChange={(e) => update(row.key, { stock: e.target.value } as Partial<Row>)}
            />
          </label>
          {images.length > 0 && (
            <label className={fieldClasses.field}>
              <span className={fieldClasses.label}>Image</span>
              <select
                className={fieldClasses.control}
                value={row.image ?? ''}
                onChange={(e) => update(row.key, { image: e.target.value } as Partial<Row>)}
              >
                <option value="">The main image</option>
                {images.map((image, i) => (
                  <option key={image.id} value={image.id}>
                    {galleryImageName(image, i)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {canRemoveRow(rows) && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      <Button size="small" variant="secondary" onClick={() => onChange([...rows, create()])}>
        Add {noun}
      </Button>
    </div>
  );
}

/** The hex text (the value saved) with a colour picker beside it that fills it in. */
function HexField({
  index,
  value,
  onChange,
}: {
  index: number;
  value: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>
        Hex
      </label>
      <span className={styles.hexInput}>
        <input
          type="color"
          className={styles.picker}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          aria-label={`Pick color ${index + 1}`}
        />
        <input
          id={id}
          className={fieldClasses.control}
          value={value}
          placeholder="#a93a64"
          pattern={HEX_PATTERN}
          title="A colour as #rrggbb"
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </div>
  );
}
