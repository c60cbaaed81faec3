import { useState, type FormEvent } from 'react';
import { Button } from '@shop/ui-kit';
import type { FaqInput } from './faqs-api';
import { Checkbox } from '../../shared/Checkbox';
import { TwinFields, trimTexts, twinBinder } from '../../shared/TwinFields';
import styles from './FaqsPage.module.css';

type FaqTexts = Required<Pick<FaqInput, 'question' | 'answer' | 'questionAr' | 'answerAr'>>;

const NO_TEXTS: FaqTexts = { question: '', answer: '', questionAr: '', answerAr: '' };

/**
 * Question, answer and visibility; used to add an FAQ and to edit one in place. The question and the answer each
 * have their optional Arabic twin beside them (decision 025).
 */
export function FaqForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: FaqInput;
  submitLabel: string;
  /** Answers whether it saved; the form then empties (add) or closes (edit, by the caller). */
  onSubmit: (faq: FaqInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [texts, setTexts] = useState<FaqTexts>(() => ({
    question: initial?.question ?? '',
    answer: initial?.answer ?? '',
    questionAr: initial?.questionAr ?? '',
    answerAr: initial?.answerAr ?? '',
  }));
  const [visibility, setVisibility] = useState(initial?.visibility ?? true);
  const [saving, setSaving] = useState(false);
  const twin = twinBinder(texts, (patch) => setTexts((current) => ({ ...current, ...patch })));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await onSubmit({ ...trimTexts(texts), visibility });
    setSaving(false);
    if (saved && !initial) {
      setTexts(NO_TEXTS);
      setVisibility(true);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={submitLabel}>
      <TwinFields label="Question" maxLength={300} {...twin('question')} />
      <TwinFields label="Answer" maxLength={2000} rows={4} {...twin('answer')} />
      <Checkbox checked={visibility} onChange={setVisibility}>
        Visible on the site
      </Checkbox>
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving || !texts.question.trim() || !texts.answer.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
