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

/** The keys `k` of a form that hold an English text and, under `kAr`, its Arabic twin. */
export type TwinKey<F> = {
  [K in keyof F & string]: F[K] extends string
    ? `${K}Ar` extends keyof F
      ? F[`${K}Ar`] extends string
        ? K
        : never
      : never
    : never;
}[keyof F & string];

/**
 * Binds TwinFields to a form's texts: `{...twin('title')}` gives the values of `title` and `titleAr` and their
 * changes (one key patched).
 */
export function twinBinder<F>(form: F, change: (patch: Partial<F>) => void) {
  const text = (key: keyof F) => ({
    value: form[key] as string,
    onChange: (value: string) => {
      const patch: Partial<F> = {};
      patch[key] = value as F[keyof F];
      change(patch);
    },
  });
  return (key: TwinKey<F>) => {
    const arabic = text(`${key}Ar` as keyof F);
    return { ...text(key), valueAr: arabic.value, onChangeAr: arabic.onChange };
  };
}

/** Every text trimmed; the Arabic ones are always sent, so emptying one clears it. */
export function trimTexts<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.trim()])) as T;
}
