import type { ContactMessage } from '@shop/contracts';
import {
  emptyText,
  excerpt,
  isLongMessage,
  pageRange,
  senderName,
  showingText,
  tabLabel,
} from './message-rules';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: '65f1a2b3c4d5e6f708192a50',
  first_name: 'Salma',
  last_name: 'Nabil',
  email: 'salma@example.com',
  phone_number: '+20 111 222 3333',
  message: 'Do you have the Rose Glow serum in 50 ml?',
  message_status: 'active',
  createdAt: '2025-03-14T10:15:30.000Z',
  ...overrides,
});

describe('messages screen rules', () => {
  it('when the server answers page 2 of 12 by 5, then it shows 6–10 of 3 pages', () => {
    const data = Array.from({ length: 5 }, () => message());
    expect(pageRange({ data, total: 12, page: 2, limit: 5 })).toEqual({ from: 6, to: 10, pages: 3 });
    expect(pageRange({ data: data.slice(0, 2), total: 12, page: 3, limit: 5 })).toEqual({
      from: 11,
      to: 12,
      pages: 3,
    });
    expect(pageRange({ data: [], total: 0, page: 1, limit: 5 })).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('when a tab is labelled, then its count follows in brackets', () => {
    expect(tabLabel('active', 2)).toBe('Active (2)');
    expect(tabLabel('archived', 1)).toBe('Archived (1)');
  });

  it('when a message is over 150 characters, then it is long and its excerpt ends with an ellipsis', () => {
    const exactly150 = 'a'.repeat(150);
    expect(isLongMessage(exactly150)).toBe(false);
    expect(excerpt(exactly150)).toBe(exactly150);
    const long = `${'word '.repeat(40)}end`;
    expect(isLongMessage(long)).toBe(true);
    const short = excerpt(long);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(151);
    expect(excerpt('x'.repeat(200))).toBe(`${'x'.repeat(150)}…`);
  });

  it('when a page is shown, then the range line uses an en dash', () => {
    expect(showingText(6, 10, 12)).toBe('Showing 6–10 of 12 messages');
  });

  it('when a tab is empty, then its own text shows', () => {
    expect(emptyText('active')).toBe('No active messages found.');
    expect(emptyText('archived')).toBe('No archived messages found.');
  });

  it('when the sender gave no name, then it reads Anonymous', () => {
    expect(senderName({ first_name: '', last_name: '' })).toBe('Anonymous');
  });
});
