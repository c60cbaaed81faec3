import type { CreateContactMessageBody } from '@shop/contracts';
import { ConflictError, NotFoundError } from '@shop/service-kit';
import { auditEntries, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import { toContactMessage, type MessageDocument, type MessageRepository } from './message-repository';

const MESSAGE_NOT_FOUND = 'Message not found';

/** A visitor's message arrives active; its text is kept exactly as written. */
export function receiveMessage(
  messages: MessageRepository,
  input: CreateContactMessageBody,
): Promise<MessageDocument> {
  return messages.insert({
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone_number: input.phone_number,
    message: input.message,
  });
}

/** Active → archived is the only transition (admin spec §4); restoring is not offered. */
export async function archiveMessage(
  messages: MessageRepository,
  id: string,
  context: AdminContext,
): Promise<MessageDocument> {
  const objectId = toObjectId(id);
  const archived = await messages.archiveIfActive(
    objectId,
    auditEntries(context, 'message.status', toContactMessage).updated(id),
  );
  if (!archived) {
    if (await messages.findById(objectId)) {
      throw new ConflictError('Only active messages can be archived', 'MESSAGE_NOT_ACTIVE');
    }
    throw new NotFoundError(MESSAGE_NOT_FOUND);
  }
  context.afterWrite();
  return archived;
}

export async function deleteMessage(
  messages: MessageRepository,
  id: string,
  context: AdminContext,
): Promise<void> {
  const deleted = await messages.delete(
    toObjectId(id),
    auditEntries(context, 'message', toContactMessage).deleted(id),
  );
  if (!deleted) throw new NotFoundError(MESSAGE_NOT_FOUND);
  context.afterWrite();
}
