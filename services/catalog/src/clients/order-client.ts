import { OrderPlacementAnswer, orderPlacementPath } from '@shop/contracts';
import { callUpstream, type UpstreamTarget } from '@shop/service-kit';

/** Whether the order service stored an order: true, false, or null when it could not say (try again later). */
export type OrderPlacementCheck = (orderId: string) => Promise<boolean | null>;

export function orderPlacementCheck(baseUrl: string, timeoutMs: number): OrderPlacementCheck {
  const target: UpstreamTarget = { name: 'order', baseUrl, timeoutMs };
  return async (orderId) => {
    const answer = await callUpstream(target, 'GET', orderPlacementPath(orderId)).catch(() => null);
    if (answer?.status === 404) return false;
    if (answer?.status !== 200) return null;
    return OrderPlacementAnswer.safeParse(answer.body).success ? true : null;
  };
}
