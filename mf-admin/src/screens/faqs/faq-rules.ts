import type { Faq } from '@shop/contracts';
import { FAQ_LIMIT } from '../../constants';

/** Admin spec §5: at most 8 FAQs; Add FAQ hides at 8. */
export function canAddFaq(count: number): boolean {
  return count < FAQ_LIMIT;
}

export function faqCountText(count: number): string {
  return `${count} of ${FAQ_LIMIT} FAQs`;
}

export function visibilityMessage(visible: boolean): string {
  return `FAQ visibility changed to ${visible ? 'visible' : 'hidden'}`;
}

/** The visibility toggle flips the FAQ in the list at once, before the server answers. */
export function withVisibility(faqs: readonly Faq[], id: string, visibility: boolean): Faq[] {
  return faqs.map((faq) => (faq._id === id ? { ...faq, visibility } : faq));
}

export const TYPE_DELETE = 'Please type DELETE to confirm';
