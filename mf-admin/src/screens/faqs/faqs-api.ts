import type { CreateFaqBody, Faq, FaqListResponse, FaqResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** What the FAQ form sends, create and edit alike: the contracts' body. */
export type FaqInput = CreateFaqBody;

const path = (id: string) => `/faqs/${encodeURIComponent(id)}`;

export const fetchFaqs = async (): Promise<Faq[]> => (await apiFetch<FaqListResponse>('/faqs/')).data;
export const createFaq = async (faq: FaqInput): Promise<Faq> =>
  (await apiFetch<FaqResponse>('/faqs/', { method: 'POST', json: faq })).data;
export const updateFaq = (id: string, faq: FaqInput) => apiFetch(path(id), { method: 'PUT', json: faq });
export const deleteFaq = (id: string) => apiFetch(path(id), { method: 'DELETE' });
export const deleteAllFaqs = () => apiFetch('/faqs/', { method: 'DELETE' });
