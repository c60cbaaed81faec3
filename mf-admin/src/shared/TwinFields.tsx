import { TextAreaField, TextField } from '@shop/ui-kit';
import { ArabicField } from './ArabicField';

interface TwinFieldsProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  valueAr: string;
  onChangeAr: (value: string) => void;
  /** Shared by both twins (decision 025). */
  maxLength: number;
  /** Text areas of this many rows; one-line inputs without. */
  rows?: number;
  /** The English input's pattern (one-line fields only). */
  pattern?: string;
}

/** A required English text and, beside it, its optional Arabic twin (decision 025). */
export function TwinFields({
  label,
  value,
  onChange,
  valueAr,
  onChangeAr,
  maxLength,
  rows,
  pattern,
}: TwinFieldsProps) {
  const english = { label, value, maxLength, required: true } as const;
  return (
    <>
      {rows ? (
        <TextAreaField {...english} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <TextField {...english} pattern={pattern} onChange={(e) => onChange(e.target.value)} />
      )}
      <ArabicField label={label} value={valueAr} onChange={onChangeAr} maxLength={maxLength} rows={rows} />
    </>
  );
}
