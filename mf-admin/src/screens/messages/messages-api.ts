import type { ContactMessagePage, MessageStatus } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import { MESSAGES_PAGE_SIZE } from '../../constants';

const path = (id: string) => `/messages/${encodeURIComponent(id)}`;

/** One page of a tab, searched on the server (issue 36): the screen never loads every message. */
export const fetchMessagePage = (status: MessageStatus, page: number, query: string) => {
  const params = new URLSearchParams({ status, page: String(page), limit: String(MESSAGES_PAGE_SIZE) });
  if (query.trim()) params.set('q', query.trim());
  return apiFetch<ContactMessagePage>(`/messages?${params.toString()}`);
};

/** Archive is the only status change (admin spec §4). */
export const archiveMessage = (id: string) =>
  apiFetch(`${path(id)}/status`, { method: 'PATCH', json: { message_status: 'archived' } });

export const deleteMessage = (id: string) => apiFetch(path(id), { method: 'DELETE' });
