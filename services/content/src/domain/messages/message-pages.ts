import {
  MESSAGE_PAGE_LIMIT_DEFAULT,
  type ContactMessageListQuery,
  type ContactMessagePage,
  type MessageStatus,
} from '@shop/contracts';
import { toContactMessage, type MessageDocument, type MessageRepository } from './message-repository';

export type MessagePageQuery = ContactMessageListQuery & { status: MessageStatus };

/** The admin screen's search: a case-insensitive "contains" over the sender's name, email, phone and text. */
export function matchesSearch(message: MessageDocument, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [
    `${message.first_name} ${message.last_name}`,
    message.email,
    message.phone_number,
    message.message,
  ].some((field) => field.toLowerCase().includes(needle));
}

/** A page past the end (the last message of it was just deleted) answers the last page, as the screen did. */
export function clampPage(requested: number, total: number, limit: number): number {
  return Math.max(1, Math.min(requested, Math.ceil(total / limit)));
}

/**
 * One page of a tab (issue 36 item 4). Without a search the counts and the page are each a lookup by status, so
 * MongoDB reads only the page from its index; a search reads both tabs (no index answers "contains" on either
 * database) and pages in code.
 */
export async function messagePage(
  messages: MessageRepository,
  query: MessagePageQuery,
): Promise<ContactMessagePage> {
  const limit = query.limit ?? MESSAGE_PAGE_LIMIT_DEFAULT;
  const search = query.q?.trim() ?? '';
  if (search) {
    const found = async (status: MessageStatus) =>
      (await messages.listWithStatus(status)).filter((message) => matchesSearch(message, search));
    const [active, archived] = await Promise.all([found('active'), found('archived')]);
    const inTab = query.status === 'active' ? active : archived;
    const page = clampPage(query.page ?? 1, inTab.length, limit);
    return {
      data: inTab.slice((page - 1) * limit, page * limit).map(toContactMessage),
      total: inTab.length,
      page,
      limit,
      counts: { active: active.length, archived: archived.length },
    };
  }
  const [active, archived] = await Promise.all([
    messages.countWithStatus('active'),
    messages.countWithStatus('archived'),
  ]);
  const total = query.status === 'active' ? active : archived;
  const page = clampPage(query.page ?? 1, total, limit);
  const found = total === 0 ? [] : await messages.pageWithStatus(query.status, (page - 1) * limit, limit);
  return { data: found.map(toContactMessage), total, page, limit, counts: { active, archived } };
}
