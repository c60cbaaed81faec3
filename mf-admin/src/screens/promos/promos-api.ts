import type { CreatePromoInput, Promo, PromoListResponse, PromoResponse } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';

const path = (id: string) => `/promo/${encodeURIComponent(id)}`;

/** Each helper logs its own failure (admin spec §8 "helper-level errors") before the screen toasts it. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`Failed to ${what}`, error);
    throw error;
  }
}

export const fetchPromos = (): Promise<Promo[]> =>
  logged('fetch promos', async () => (await apiFetch<PromoListResponse>('/promo')).data);

export const createPromo = (body: CreatePromoInput): Promise<Promo> =>
  logged(
    'create promo',
    async () => (await apiFetch<PromoResponse>('/promo', { method: 'POST', json: body })).data,
  );

export const updatePromo = (id: string, body: CreatePromoInput) =>
  logged('update promo', () => apiFetch<PromoResponse>(path(id), { method: 'PUT', json: body }));

export const deletePromo = (id: string) =>
  logged('delete promo', () => apiFetch(path(id), { method: 'DELETE' }));

export const deleteAllPromos = () => logged('delete promos', () => apiFetch('/promo', { method: 'DELETE' }));
