import type { CartResponse, SelectedOption, UpdateCartBody } from '@shop/contracts';
import { apiFetch, type ApiInit } from '@shop/ui-kit';

/*
 * The cart calls of storefront spec §7, addressed to ONE line: a product may sit in the cart on several
 * lines (one per choice of options), so update and remove always name the line's selectedOptions too
 * (contracts UpdateCartBody / RemoveFromCartQuery). The ui-kit's calls name only the product (every line).
 */

export interface LineAddress {
  productId: string;
  selectedOptions: readonly SelectedOption[];
}

export interface CartApi {
  read(sessionId: string | undefined): Promise<CartResponse>;
  update(sessionId: string, line: LineAddress, quantity: number): Promise<CartResponse>;
  remove(sessionId: string, line: LineAddress): Promise<CartResponse>;
}

export function httpCartApi(fetchImpl?: ApiInit['fetchImpl']): CartApi {
  return {
    read: (sessionId) =>
      apiFetch<CartResponse>(`/cart${sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : ''}`, { fetchImpl }),
    update: (sessionId, line, quantity) => {
      const body: UpdateCartBody = {
        sessionId,
        productId: line.productId,
        quantity,
        selectedOptions: optionsInput(line.selectedOptions),
      };
      return apiFetch<CartResponse>('/cart/update', { method: 'PUT', json: body, fetchImpl });
    },
    remove: (sessionId, line) => {
      const query = new URLSearchParams({
        sessionId,
        selectedOptions: JSON.stringify(optionsInput(line.selectedOptions)),
      });
      return apiFetch<CartResponse>(`/cart/remove/${encodeURIComponent(line.productId)}?${query}`, {
        method: 'DELETE',
        fetchImpl,
      });
    },
  };
}

/** Only name and value travel back: the server's line keys are built from them. */
function optionsInput(options: readonly SelectedOption[]): UpdateCartBody['selectedOptions'] {
  return options.map(({ name, value }) => ({ name, value })) as UpdateCartBody['selectedOptions'];
}
