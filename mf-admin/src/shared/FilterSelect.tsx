import { SelectField } from '@shop/ui-kit';

/** A choice of the select: its value and the words shown for it. */
export type FilterOption<V extends string> = readonly [value: V, words: string];

/** The options of a select whose values are shown as they are (statuses, genders, services). */
export function asOptions<V extends string>(values: readonly V[]): FilterOption<V>[] {
  return values.map((value) => [value, value]);
}

/** A select above a list that narrows or orders it; answers the chosen value with its type. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  /** The screen's class, which gives the select its width. */
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      className={className}
    >
      {options.map(([option, words]) => (
        <option key={option} value={option}>
          {words}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Binds FilterSelects to the keys of a screen's filters object: `{...select('role')}` gives the value, the change
 * (one key patched) and the screen's width class.
 */
export function filterBinder<F extends { [K in keyof F]: string }>(
  filters: F,
  filter: (patch: Partial<F>) => void,
  className?: string,
) {
  return <K extends keyof F>(key: K) => ({
    value: filters[key],
    onChange: (value: F[K]) => {
      const patch: Partial<F> = {};
      patch[key] = value;
      filter(patch);
    },
    className,
  });
}
