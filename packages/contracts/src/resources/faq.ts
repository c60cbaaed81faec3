import { z } from 'zod';
import { arabicText, isoDateTime, nonEmptyString, objectId } from '../common';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2000;

export const Faq = z.object({
  _id: objectId,
  question: z.string(),
  answer: z.string(),
  /** Arabic twins (decision 025). */
  questionAr: z.string().optional(),
  answerAr: z.string().optional(),
  visibility: z.boolean(),
  createdAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
export type Faq = z.infer<typeof Faq>;

const faqFields = {
  question: nonEmptyString(FAQ_QUESTION_MAX),
  answer: nonEmptyString(FAQ_ANSWER_MAX),
  questionAr: arabicText(FAQ_QUESTION_MAX),
  answerAr: arabicText(FAQ_ANSWER_MAX),
  visibility: z.boolean(),
};

/** A new FAQ is visible unless the admin says otherwise. */
export const CreateFaqBody = z.strictObject({ ...faqFields, visibility: faqFields.visibility.default(true) });
export type CreateFaqBody = z.infer<typeof CreateFaqBody>;

/** Edit and the visibility toggle: any subset, but not nothing. */
export const UpdateFaqBody = z
  .strictObject(faqFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateFaqBody = z.infer<typeof UpdateFaqBody>;

export const VisibleFaqsResponse = z.object({ success: z.boolean(), data: z.array(Faq) });
export type VisibleFaqsResponse = z.infer<typeof VisibleFaqsResponse>;

export const FaqListResponse = z.object({ data: z.array(Faq) });
export type FaqListResponse = z.infer<typeof FaqListResponse>;

export const FaqResponse = z.object({ data: Faq });
export type FaqResponse = z.infer<typeof FaqResponse>;
