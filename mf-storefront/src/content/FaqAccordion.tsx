import { useId, useState } from 'react';
import type { Faq } from '@shop/contracts';
import styles from './FaqAccordion.module.css';
import { useLocalized } from '@shop/app-context';

/** A single-open accordion: opening one question closes the other; each header is a real button. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  const text = useLocalized();
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => {
        const open = openId === faq._id;
        const buttonId = `${base}-${faq._id}-q`;
        const panelId = `${base}-${faq._id}-a`;
        return (
          <li key={faq._id} className={styles.item}>
            <h3 className={styles.question}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq._id)}
              >
                {text(faq, 'question')}
                <span className={styles.icon} aria-hidden="true">
                  +
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              {text(faq, 'answer')}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
