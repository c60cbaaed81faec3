import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@shop/ui-kit';
import { Toolbar } from '../../shared/Panel';
import { PRESETS, customRangeProblem, type DateRange, type Preset } from './analytics-rules';
import styles from './AnalyticsPage.module.css';

/** Today, 7, 30 or 90 days, or two dates of the admin's choosing (applied together, both included). */
export function RangePicker({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: Preset;
  range: DateRange;
  onPreset: (preset: Preset) => void;
  onCustom: (range: DateRange) => void;
}) {
  const [draft, setDraft] = useState<DateRange>(range);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(draft);
    setProblem(found);
    if (!found) onCustom(draft);
  };
  return (
    <form onSubmit={apply} className={styles.picker}>
      <Toolbar label="Date range">
        {PRESETS.map((option) => (
          <Button
            key={option.id}
            type="button"
            size="small"
            variant={preset === option.id ? 'primary' : 'secondary'}
            aria-pressed={preset === option.id}
            onClick={() => onPreset(option.id)}
          >
            {option.label}
          </Button>
        ))}
        <Button
          type="button"
          size="small"
          variant={preset === 'custom' ? 'primary' : 'secondary'}
          aria-pressed={preset === 'custom'}
          onClick={() => onPreset('custom')}
        >
          Custom
        </Button>
      </Toolbar>
      {preset === 'custom' && (
        <Toolbar label="Custom range">
          <TextField
            label="From"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className={styles.date}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className={styles.date}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          {problem && (
            <span className={styles.problem} role="alert">
              {problem}
            </span>
          )}
        </Toolbar>
      )}
    </form>
  );
}
