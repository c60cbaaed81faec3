import { useState } from 'react';
import type { Faq } from '@shop/contracts';
import { Button } from '@shop/ui-kit';
import { Switch } from '../../shared/Switch';
import { FaqForm } from './FaqForm';
import type { FaqInput } from './faqs-api';
import styles from './FaqsPage.module.css';

export function FaqItem({
  faq,
  onToggle,
  onSave,
  onDelete,
}: {
  faq: Faq;
  onToggle: () => void;
  onSave: (input: FaqInput) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className={styles.item}>
        <FaqForm
          initial={faq}
          submitLabel="Save FAQ"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            const saved = await onSave(input);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      </li>
    );
  }
  return (
    <li className={styles.item} data-testid="faq-item">
      <h3 className={styles.question}>{faq.question}</h3>
      <p className={styles.answer}>{faq.answer}</p>
      <div className={styles.itemActions}>
        <Switch checked={faq.visibility} onChange={onToggle} label={faq.visibility ? 'Visible' : 'Hidden'} />
        <div className={styles.buttons}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`Edit the FAQ: ${faq.question}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete the FAQ: ${faq.question}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
