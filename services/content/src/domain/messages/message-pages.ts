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
 * One page of a tab (issue 36 item 4). Without a search the counts come from the day counts and the page from the
 * one or two days it falls in (message-days.ts); a search reads both tabs (no index answers "contains" on either
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
  const { documents, page, counts } = await messages.days.page(query.status, query.page ?? 1, limit);
  return { data: documents.map(toContactMessage), total: counts[query.status], page, limit, counts };
}
