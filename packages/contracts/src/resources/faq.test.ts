import { CreateFaqBody, FaqListResponse, UpdateFaqBody, VisibleFaqsResponse } from './faq';

const faq = {
  question: 'How long does delivery take?',
  answer: 'Two to four working days in Cairo and Giza.',
  visibility: true,
};

describe('CreateFaqBody', () => {
  it('when an admin adds an FAQ, then it passes; visibility defaults to visible', () => {
    expect(CreateFaqBody.parse(faq)).toEqual(faq);
    expect(CreateFaqBody.parse({ question: faq.question, answer: faq.answer }).visibility).toBe(true);
  });

  it('when the question exceeds 300 or the answer 2000 characters, then it is rejected', () => {
    expect(CreateFaqBody.safeParse({ ...faq, question: 'q'.repeat(300) }).success).toBe(true);
    expect(CreateFaqBody.safeParse({ ...faq, question: 'q'.repeat(301) }).success).toBe(false);
    expect(CreateFaqBody.safeParse({ ...faq, answer: 'a'.repeat(2001) }).success).toBe(false);
  });

  it('when the question is blank or visibility is text, then it is rejected', () => {
    expect(CreateFaqBody.safeParse({ ...faq, question: '   ' }).success).toBe(false);
    expect(CreateFaqBody.safeParse({ ...faq, visibility: 'true' }).success).toBe(false);
  });
});

describe('UpdateFaqBody', () => {
  it('when the toggle sends only visibility, then it passes', () => {
    expect(UpdateFaqBody.parse({ visibility: false })).toEqual({ visibility: false });
  });

  it('when the body is empty or has an unknown key, then it is rejected', () => {
    expect(UpdateFaqBody.safeParse({}).success).toBe(false);
    expect(UpdateFaqBody.safeParse({ visibility: true, order: 1 }).success).toBe(false);
  });
});

describe('FAQ responses', () => {
  it('when the public list is answered, then it has success and data', () => {
    const stored = { _id: '65f1a2b3c4d5e6f708192a3b', ...faq };
    expect(VisibleFaqsResponse.safeParse({ success: true, data: [stored] }).success).toBe(true);
    expect(VisibleFaqsResponse.safeParse({ data: [stored] }).success).toBe(false);
    expect(FaqListResponse.safeParse({ data: [stored] }).success).toBe(true);
  });
});
