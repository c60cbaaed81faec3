import type {
  CreateContactMessageInput,
  CreateReviewInput,
  Faq,
  ProductListResponse,
  ProductResponse,
  Review,
  VisibleFaqsResponse,
} from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/* The storefront's calls (storefront spec §7); answer shapes from @shop/contracts. */

export const fetchProducts = async () => (await apiFetch<ProductListResponse>('/products')).data;

export const fetchProduct = async (id: string) =>
  (await apiFetch<ProductResponse>(`/products/${encodeURIComponent(id)}`)).data;

/** An unexpected answer shape is logged and treated as no FAQs (storefront spec §8). */
export async function fetchVisibleFaqs(): Promise<Faq[]> {
  const answer = await apiFetch<VisibleFaqsResponse>('/faqs/visible');
  if (!answer || !Array.isArray(answer.data)) {
    console.error('Unexpected FAQ response shape', answer);
    return [];
  }
  return answer.data;
}

export const fetchVisibleReviews = () => apiFetch<Review[]>('/review/visible');

/** Public reviews are always sent hidden; an admin publishes them. */
export const submitReview = (review: Omit<CreateReviewInput, 'visibility'>) =>
  apiFetch<Review>('/review', { method: 'POST', json: { ...review, visibility: false } });

export const sendContactMessage = (message: CreateContactMessageInput) =>
  apiFetch('/messages', { method: 'POST', json: message });

// read once for the shell's layout and these pages together
export { fetchCategories, fetchSiteConfig, fetchSocialLinks, fetchStats } from '@shop/app-context';
