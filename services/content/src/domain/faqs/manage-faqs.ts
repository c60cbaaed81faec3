import type { CreateFaqBody, UpdateFaqBody } from '@shop/contracts';
import { ConflictError, NotFoundError } from '@shop/service-kit';
import { recordAdminAction, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import { FAQ_LIMIT_MESSAGE, freeSlots } from './faq-slots';
import type { FaqDocument, FaqRepository } from './faq-repository';

const FAQ_NOT_FOUND = 'FAQ not found';

/*
 * Each round reads the taken slots and tries the free ones; losing a slot to a concurrent create just moves
 * on to the next. A further round only matters when deletions freed slots meanwhile, so a few are enough.
 */
const CREATE_ROUNDS = 3;

export async function createFaq(
  faqs: FaqRepository,
  input: CreateFaqBody,
  context: AdminContext,
): Promise<FaqDocument> {
  for (let round = 0; round < CREATE_ROUNDS; round += 1) {
    const candidates = freeSlots(await faqs.takenSlots());
    if (candidates.length === 0) break;
    for (const slot of candidates) {
      const created = await faqs.insertIntoSlot(slot, input);
      if (created) {
        await recordAdminAction(context, 'faq.created', { targetId: created._id.toHexString() });
        return created;
      }
    }
  }
  throw new ConflictError(FAQ_LIMIT_MESSAGE, 'FAQ_LIMIT_REACHED');
}

/** Edit and the visibility toggle alike: only the fields sent change. */
export async function updateFaq(
  faqs: FaqRepository,
  id: string,
  changes: UpdateFaqBody,
  context: AdminContext,
): Promise<FaqDocument> {
  const updated = await faqs.update(toObjectId(id), changes);
  if (!updated) throw new NotFoundError(FAQ_NOT_FOUND);
  await recordAdminAction(context, 'faq.updated', { targetId: id, detail: { fields: Object.keys(changes) } });
  return updated;
}

export async function deleteFaq(faqs: FaqRepository, id: string, context: AdminContext): Promise<void> {
  if (!(await faqs.delete(toObjectId(id)))) throw new NotFoundError(FAQ_NOT_FOUND);
  await recordAdminAction(context, 'faq.deleted', { targetId: id });
}

export async function deleteAllFaqs(faqs: FaqRepository, context: AdminContext): Promise<number> {
  const deletedCount = await faqs.deleteAll();
  await recordAdminAction(context, 'faq.deleted_all', { detail: { deletedCount } });
  return deletedCount;
}
