import type { AddToCartInput, CartResponse, SelectedOptionInput } from '@shop/contracts';
import { emit } from '@shop/browser-events';
import { apiFetch } from '../api/api-fetch';
import { getSessionId, saveSessionId } from './session-id';

/*
 * The cart calls of storefront spec §7, shared by the storefront (add) and the checkout remote (read, update,
 * remove). Every change saves the session id the server answers and raises `cart:updated` so the badge and the
 * drawer refresh wherever they are mounted.
 */

function remember(answer: CartResponse): CartResponse {
  saveSessionId(answer.sessionId);
  return answer;
}

function announce(answer: CartResponse): CartResponse {
  emit('cart:updated', { sessionId: answer.sessionId });
  return answer;
}

export async function fetchCart(): Promise<CartResponse> {
  const sessionId = getSessionId();
  const query = sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : '';
  return remember(await apiFetch<CartResponse>(`/cart${query}`));
}

export async function addToCart(item: {
  productId: string;
  quantity: number;
  selectedOptions: SelectedOptionInput[];
}): Promise<CartResponse> {
  const body: AddToCartInput = { sessionId: getSessionId(), ...item };
  return announce(remember(await apiFetch<CartResponse>('/cart/add', { method: 'POST', json: body })));
}

export async function updateCartItem(productId: string, quantity: number): Promise<CartResponse> {
  const sessionId = await ensureSessionId();
  return announce(
    remember(await apiFetch<CartResponse>('/cart/update', { method: 'PUT', json: { sessionId, productId, quantity } })),
  );
}

export async function removeCartItem(productId: string): Promise<CartResponse> {
  const sessionId = await ensureSessionId();
  const path = `/cart/remove/${encodeURIComponent(productId)}?sessionId=${encodeURIComponent(sessionId)}`;
  return announce(remember(await apiFetch<CartResponse>(path, { method: 'DELETE' })));
}

async function ensureSessionId(): Promise<string> {
  return getSessionId() ?? (await fetchCart()).sessionId;
}
