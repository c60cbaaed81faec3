import { useState, type FormEvent } from 'react';
import { Button } from '@shop/ui-kit';
import type { FaqInput } from './faqs-api';
import { Checkbox } from '../../shared/Checkbox';
import { TwinFields } from '../../shared/TwinFields';
import styles from './FaqsPage.module.css';

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
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [answer, setAnswer] = useState(initial?.answer ?? '');
  const [questionAr, setQuestionAr] = useState(initial?.questionAr ?? '');
  const [answerAr, setAnswerAr] = useState(initial?.answerAr ?? '');
  const [visibility, setVisibility] = useState(initial?.visibility ?? true);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await onSubmit({
      question: question.trim(),
      answer: answer.trim(),
      // always sent, so emptying an Arabic text clears it
      questionAr: questionAr.trim(),
      answerAr: answerAr.trim(),
      visibility,
    });
    setSaving(false);
    if (saved && !initial) {
      setQuestion('');
      setAnswer('');
      setQuestionAr('');
      setAnswerAr('');
      setVisibility(true);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={submitLabel}>
      <TwinFields
        label="Question"
        value={question}
        onChange={setQuestion}
        valueAr={questionAr}
        onChangeAr={setQuestionAr}
        maxLength={300}
      />
      <TwinFields
        label="Answer"
        value={answer}
        onChange={setAnswer}
        valueAr={answerAr}
        onChangeAr={setAnswerAr}
        maxLength={2000}
        rows={4}
      />
      <Checkbox checked={visibility} onChange={setVisibility}>
        Visible on the site
      </Checkbox>
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving || !question.trim() || !answer.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
