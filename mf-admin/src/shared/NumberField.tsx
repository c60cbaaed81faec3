import type { ComponentProps } from 'react';
import { TextField } from '@shop/ui-kit';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange'> & {
  /** The typed text: the screen's rules read the number from it (an empty field stays empty). */
  value: string;
  onChange: (value: string) => void;
};

/** A labelled number (a price, a rate, a count): from 0 up in steps of a hundredth unless told otherwise. */
export function NumberField({ onChange, min = 0, step = 0.01, ...field }: NumberFieldProps) {
  return (
    <TextField {...field} type="number" min={min} step={step} onChange={(e) => onChange(e.target.value)} />
  );
}
