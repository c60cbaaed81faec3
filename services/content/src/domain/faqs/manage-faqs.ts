import type { CreateFaqBody, UpdateFaqBody } from '@shop/contracts';
import { ConflictError, NotFoundError } from '@shop/service-kit';
import { auditEntries, type AdminContext } from '../audit';
import { toObjectId } from '../ids';
import { FAQ_LIMIT_MESSAGE, freeSlots } from './faq-slots';
import { toFaq, type FaqDocument, type FaqRepository } from './faq-repository';

const FAQ_NOT_FOUND = 'FAQ not found';

const entries = (context: AdminContext) => auditEntries(context, 'faq', toFaq);

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
      const created = await faqs.insertIntoSlot(slot, input, entries(context).created);
      if (created) {
        context.afterWrite();
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
  const updated = await faqs.update(toObjectId(id), changes, entries(context).updated(id));
  if (!updated) throw new NotFoundError(FAQ_NOT_FOUND);
  context.afterWrite();
  return updated;
}

export async function deleteFaq(faqs: FaqRepository, id: string, context: AdminContext): Promise<void> {
  const deleted = await faqs.delete(toObjectId(id), entries(context).deleted(id));
  if (!deleted) throw new NotFoundError(FAQ_NOT_FOUND);
  context.afterWrite();
}

export async function deleteAllFaqs(faqs: FaqRepository, context: AdminContext): Promise<number> {
  const deletedCount = await faqs.deleteAll(entries(context).deletedAll);
  context.afterWrite();
  return deletedCount;
}
