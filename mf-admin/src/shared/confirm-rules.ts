import { CONFIRMATION_WORD } from '../constants';

/** Admin spec §5: a delete goes ahead only when exactly DELETE was typed (no trimming, no other case). */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === CONFIRMATION_WORD;
}
