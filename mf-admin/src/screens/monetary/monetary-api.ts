import type {
  TaxShipping,
  TaxShippingInput,
  TaxShippingListResponse,
  TaxShippingResponse,
} from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

/** The list's first record is the one in use (admin spec §7); none yet means the first save creates it. */
export const fetchSettings = async (): Promise<TaxShipping | null> =>
  (await apiFetch<TaxShippingListResponse>('/taxShipping'))[0] ?? null;

export async function saveSettings(id: string | undefined, body: TaxShippingInput): Promise<TaxShipping> {
  const answer = id
    ? await apiFetch<TaxShippingResponse>(`/taxShipping/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : await apiFetch<TaxShippingResponse>('/taxShipping', { method: 'POST', json: body });
  return answer.data;
}
