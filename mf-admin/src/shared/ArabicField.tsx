import { TextAreaField, TextField } from '@shop/ui-kit';

/** Under every Arabic field: what an empty one means for shoppers. */
export const ARABIC_HINT = 'Optional. Arabic pages show the English text while this is empty.';

interface ArabicFieldProps {
  /** The English field's label: this one reads "<label> (Arabic)". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The English field's limit (decision 025: the twins share it). */
  maxLength: number;
  /** A text area of this many rows; a one-line input without. */
  rows?: number;
  className?: string;
}

/**
 * The Arabic twin of an English field (issue 30, decision 025), placed beside it: optional, labelled clearly, and
 * typed right to left (`dir="rtl"`, `lang="ar"`) so the admin sees the text as shoppers will.
 */
export function ArabicField({ label, value, onChange, maxLength, rows, className }: ArabicFieldProps) {
  const common = {
    label: `${label} (Arabic)`,
    hint: ARABIC_HINT,
    value,
    maxLength,
    dir: 'rtl',
    lang: 'ar',
    className,
  } as const;
  return rows ? (
    <TextAreaField {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <TextField {...common} onChange={(e) => onChange(e.target.value)} />
  );
}
