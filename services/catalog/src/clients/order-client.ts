import { OrderPlacementAnswer, orderPlacementPath } from '@shop/contracts';
import { currentTraceparent } from '@shop/service-kit';

/** Whether the order service stored an order: true, false, or null when it could not say (try again later). */
export type OrderPlacementCheck = (orderId: string) => Promise<boolean | null>;

export function orderPlacementCheck(baseUrl: string, timeoutMs: number): OrderPlacementCheck {
  return async (orderId) => {
    try {
      const traceparent = currentTraceparent();
      const response = await fetch(new URL(orderPlacementPath(orderId), baseUrl), {
        headers: { accept: 'application/json', ...(traceparent ? { traceparent } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return false;
      if (response.status !== 200) return null;
      return OrderPlacementAnswer.safeParse(await response.json()).success ? true : null;
    } catch {
      return null;
    }
  };
}
