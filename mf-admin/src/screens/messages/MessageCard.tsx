import { useState } from 'react';
import type { ContactMessage } from '@shop/contracts';
import { Button, formatDateTime } from '@shop/ui-kit';
import { Badge } from '../../shared/Badge';
import { excerpt, isLongMessage, senderName } from './message-rules';
import styles from './MessagesPage.module.css';

/** One contact message. Its text is rendered as text: whatever a visitor typed, no HTML is ever interpreted. */
export function MessageCard({
  message,
  onArchive,
  onDelete,
}: {
  message: ContactMessage;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = isLongMessage(message.message);
  const name = senderName(message);
  return (
    <article className={styles.card} aria-labelledby={`message-${message._id}`} data-testid="message-card">
      <header className={styles.cardHead}>
        <div>
          <h3 className={styles.name} id={`message-${message._id}`}>
            {name}
          </h3>
          <p className={styles.contact}>
            <a href={`mailto:${message.email}`}>{message.email}</a>
            {message.phone_number && (
              <>
                {' · '}
                <a href={`tel:${message.phone_number.replace(/\s+/g, '')}`}>{message.phone_number}</a>
              </>
            )}
          </p>
        </div>
        <div className={styles.meta}>
          <Badge tone={message.message_status === 'active' ? 'info' : 'muted'}>
            {message.message_status === 'active' ? 'Active' : 'Archived'}
          </Badge>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </div>
      </header>
      <p className={styles.text}>{expanded || !long ? message.message : excerpt(message.message)}</p>
      {long && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </button>
      )}
      <footer className={styles.actions}>
        {message.message_status === 'active' && (
          <Button
            size="small"
            variant="secondary"
            onClick={onArchive}
            aria-label={`Archive the message from ${name}`}
          >
            Archive
          </Button>
        )}
        <Button
          size="small"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete the message from ${name}`}
        >
          Delete
        </Button>
      </footer>
    </article>
  );
}
