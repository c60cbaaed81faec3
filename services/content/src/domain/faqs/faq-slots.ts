import { FAQ_LIMIT } from '@shop/contracts';

/*
 * How the limit of 8 FAQs holds without transactions: every FAQ occupies one numbered slot 1..8, and a
 * unique index on `slot` lets only one document hold each number. A ninth FAQ has no slot to take, whatever
 * the timing, and deleting an FAQ frees its slot with the document itself — there is no separate counter
 * that a crash between two writes could leave wrong.
 */

export const FAQ_LIMIT_MESSAGE = `You can have at most ${FAQ_LIMIT} FAQs. Delete one before adding another.`;

/** Slots not yet taken, lowest first. */
export function freeSlots(taken: Iterable<number>, limit: number = FAQ_LIMIT): number[] {
  const used = new Set(taken);
  const free: number[] = [];
  for (let slot = 1; slot <= limit; slot += 1) if (!used.has(slot)) free.push(slot);
  return free;
}
