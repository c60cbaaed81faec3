import type { ContactMessage, ContactMessageListResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

const path = (id: string) => `/messages/${encodeURIComponent(id)}`;

export const fetchMessages = async (): Promise<ContactMessage[]> =>
  (await apiFetch<ContactMessageListResponse>('/messages')).data;

/** Archive is the only status change (admin spec §4). */
export const archiveMessage = (id: string) =>
  apiFetch(`${path(id)}/status`, { method: 'PATCH', json: { message_status: 'archived' } });

export const deleteMessage = (id: string) => apiFetch(path(id), { method: 'DELETE' });
