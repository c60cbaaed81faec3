import type { ContactMessage, ContactMessagePage, MessageStatus } from '@shop/contracts';
import { pageCount } from '@shop/ui-kit';
import { LONG_MESSAGE_THRESHOLD } from '../../constants';

/** Where the server's page sits: 1-based positions of its first and last message, and how many pages there are. */
export function pageRange(answer: Pick<ContactMessagePage, 'data' | 'total' | 'page' | 'limit'>): {
  from: number;
  to: number;
  pages: number;
} {
  const from = answer.data.length ? (answer.page - 1) * answer.limit + 1 : 0;
  return {
    from,
    to: from ? from + answer.data.length - 1 : 0,
    pages: pageCount(answer.total, answer.limit),
  };
}

/** The tab labels: 'Active (3)' and 'Archived (1)', counted after the search. */
export function tabLabel(status: MessageStatus, count: number): string {
  return `${status === 'active' ? 'Active' : 'Archived'} (${count})`;
}

/** Messages longer than 150 characters get Read More / Show Less. */
export function isLongMessage(text: string): boolean {
  return text.length > LONG_MESSAGE_THRESHOLD;
}

/** The first 150 characters, cut back to a word when one ends close by, then an ellipsis. */
export function excerpt(text: string): string {
  if (!isLongMessage(text)) return text;
  const cut = text.slice(0, LONG_MESSAGE_THRESHOLD);
  const space = cut.lastIndexOf(' ');
  return `${(space > LONG_MESSAGE_THRESHOLD - 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function showingText(from: number, to: number, total: number): string {
  return `Showing ${from}–${to} of ${total} messages`;
}

export function emptyText(status: MessageStatus): string {
  return status === 'active' ? 'No active messages found.' : 'No archived messages found.';
}

export function senderName(message: Pick<ContactMessage, 'first_name' | 'last_name'>): string {
  return `${message.first_name} ${message.last_name}`.trim() || 'Anonymous';
}
