import { ServiceUnavailableError } from '@shop/service-kit';
import type { CatalogClient } from '../clients/catalog-client';
import type { PromoClient } from '../clients/promo-client';
import type { PlacingAttempt, Placings } from './placings';

/** What a failed placement needs to give back what its order took. */
export interface GiveBackDeps {
  placings: Placings;
  catalog: CatalogClient;
  promo: PromoClient;
  /** Called when a promo use or the stock held could not be given back (the sweeper tries again). */
  onReleaseFailed(orderId: string, what: 'promo' | 'stock', error: unknown): void;
  /**
   * When the promo service did not answer, it may still apply the redemption after our release arrived: the
   * order is left in its Placing state this long (the call's timeout), then the sweeper releases once more.
   */
  releaseAgainAfterMs: number;
}

/**
 * A placement that failed gives back what its order took, by the order's id (safe whether or not the units or
 * the use were taken), then its Placing order goes. Not when another request took the placement over (this one
 * was too slow): that one carries on under the same id, and what was taken is its own.
 */
export async function giveBack(
  deps: GiveBackDeps,
  attempt: PlacingAttempt,
  promoCode: string | undefined,
  promoUnanswered: boolean,
): Promise<void> {
  if (!(await deps.placings.holds(attempt).catch(() => false))) return;
  const orderId = attempt.orderId.toHexString();
  const released = (await releaseStock(deps, orderId)) && (!promoCode || (await releasePromo(deps, orderId)));
  if (released && !promoUnanswered) return deps.placings.close(attempt).catch(() => undefined);
  // Not settled here: the lease lapses (at once, or after the promo's late answer can no longer arrive) and a
  // retry with the key takes the order over under its id, or the sweeper releases again (both idempotent).
  const lapseAfterMs = promoUnanswered ? deps.releaseAgainAfterMs : 0;
  await deps.placings.leaveToSweeper(attempt, lapseAfterMs).catch(() => undefined);
}

export function isPromoUnanswered(error: unknown): boolean {
  return error instanceof ServiceUnavailableError && error.code === 'PROMO_UNAVAILABLE';
}

async function releasePromo(deps: GiveBackDeps, orderId: string): Promise<boolean> {
  try {
    await deps.promo.release(orderId);
    return true;
  } catch (error) {
    deps.onReleaseFailed(orderId, 'promo', error);
    return false;
  }
}

async function releaseStock(deps: GiveBackDeps, orderId: string): Promise<boolean> {
  try {
    await deps.catalog.setHold(orderId, { placed: false });
    return true;
  } catch (error) {
    deps.onReleaseFailed(orderId, 'stock', error);
    return false;
  }
}
