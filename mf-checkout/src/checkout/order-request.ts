import type { ClientCartItem, OrderResponse, PlaceOrderInput } from '@shop/contracts';
import type { PaymentMethodName } from '@shop/contracts/constants';
import { egyptianMobile } from '@shop/contracts/phone';
import { ApiError, apiFetch, errorMessage } from '@shop/ui-kit';
import type { CartLine } from '../cart/cart-lines';
import { BusyAnswer, isBusyStatus, retryAfterMs } from './busy-retries';
import { deliveryCity, type ShippingForm } from './shipping-form';
import type { AppliedPromo } from './promo';

/** Storefront spec §8: the error field of the server's answer, else the spec's text (`checkout.orderFailed`). */
export const orderFailureMessage = (error: unknown, fallback: string): string => errorMessage(error, fallback);

/**
 * The POST /orders payload of storefront spec §7. Only the APPLIED promo is sent (a code typed but never
 * applied is not), so the order is discounted exactly when the summary showed it. The server prices the
 * order from its own cart and catalog; cartItems, promoId and discountAmount are informative.
 */
export function orderRequest(input: {
  sessionId: string;
  form: ShippingForm;
  lines: readonly CartLine[];
  promo: AppliedPromo | null;
  discountAmount: number;
  paymentMethod: PaymentMethodName;
  /** The page's language: the order keeps it and its e-mails follow it (issue 30). */
  language?: 'en' | 'ar';
}): PlaceOrderInput {
  const { form, promo } = input;
  const landmark = form.landmark.trim();
  return {
    sessionId: input.sessionId,
    shippingInfo: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      phone: egyptianMobile(form.phone) ?? form.phone.trim(),
      street: form.street.trim(),
      city: deliveryCity(form),
      floor: form.floor.trim(),
      apartment: form.apartment.trim(),
      ...(landmark ? { landmark } : {}),
    },
    promoCode: promo?.code ?? '',
    cartItems: input.lines.flatMap(toClientItem),
    ...(promo ? { promoId: promo.promoId, discountAmount: input.discountAmount } : {}),
    paymentMethod: input.paymentMethod,
    ...(input.language ? { language: input.language } : {}),
  };
}

/** Lines without a whole product cannot be described to the server; it reads the cart itself anyway. */
function toClientItem(line: CartLine): ClientCartItem[] {
  if (line.productId === null || line.problem !== null) return [];
  return [
    {
      _id: line.productId,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
      selectedOptions: line.selectedOptions.map(({ name, value }) => ({ name, value })) as ClientCartItem['selectedOptions'],
    },
  ];
}

/**
 * POST /orders. The cookie carries the sign-in (apiFetch sends credentials with every call); the token is
 * httpOnly, so no script can read it to add a bearer header, and none needs to: the gateway takes either.
 */
export async function placeOrder(body: PlaceOrderInput, idempotencyKey: string): Promise<OrderResponse> {
  let retryAfter: string | null = null;
  // apiFetch keeps the body's message; the answer's Retry-After is read on the way past
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    retryAfter = response.headers.get('retry-after');
    return response;
  };
  try {
    return await apiFetch<OrderResponse>('/orders', {
      method: 'POST',
      json: body,
      headers: { 'Idempotency-Key': idempotencyKey },
      fetchImpl,
    });
  } catch (error) {
    // busy (decision 031): the same request may go again under its key once the wait is over
    if (error instanceof ApiError && isBusyStatus(error.status)) throw new BusyAnswer(error, retryAfterMs(retryAfter));
    throw error;
  }
}
