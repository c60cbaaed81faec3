import type { Faq } from '@shop/contracts';
import { canAddFaq, faqCountText, visibilityMessage, withVisibility } from './faq-rules';

const faq = (id: string, visibility = true): Faq => ({
  _id: id.repeat(24),
  question: `Q${id}?`,
  answer: `A${id}.`,
  visibility,
});

describe('FAQ rules', () => {
  it('when there are fewer than 8 FAQs, then one may be added; at 8 Add FAQ hides', () => {
    expect(canAddFaq(0)).toBe(true);
    expect(canAddFaq(7)).toBe(true);
    expect(canAddFaq(8)).toBe(false);
    expect(faqCountText(7)).toBe('7 of 8 FAQs');
  });

  it('when visibility changes, then the toast says which way', () => {
    expect(visibilityMessage(true)).toBe('FAQ visibility changed to visible');
    expect(visibilityMessage(false)).toBe('FAQ visibility changed to hidden');
  });

  it('when toggled, then only that FAQ flips and the list is a new array', () => {
    const list = [faq('1'), faq('2')];
    const next = withVisibility(list, '2'.repeat(24), false);
    expect(next.map((f) => f.visibility)).toEqual([true, false]);
    expect(list[1]?.visibility).toBe(true);
  });
});
