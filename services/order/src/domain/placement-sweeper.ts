import { randomUUID } from 'node:crypto';
import { PeriodicSweeper } from '@shop/service-kit';
import type { Collection } from 'mongodb';
import type { CatalogClient } from '../clients/catalog-client';
import type { PromoClient } from '../clients/promo-client';
import type { OrderDocument } from './order-document';
import type { Placings } from './placings';

const BATCH = 50;

export interface PlacementSweeperDeps {
  orders: Collection<OrderDocument>;
  placings: Placings;
  catalog: CatalogClient;
  promo: PromoClient;
  log: { warn(details: object, message: string): void };
  intervalMs: number;
}

/**
 * Abandons the orders a placement left in their Placing state when it died (decision 026): once the lease
 * lapses, the sweeper takes the order over, tells the catalog the order was not stored (its units go back) and
 * the promo service to give the use back, then removes the order. A release that fails leaves the order for a
 * later pass: both calls are safe to repeat. The order service owns placement, so the catalog never asks.
 */
export class PlacementSweeper extends PeriodicSweeper {
  private readonly owner = `sweeper:${randomUUID()}`;

  constructor(private readonly deps: PlacementSweeperDeps) {
    super(deps);
  }

  protected async pass(): Promise<void> {
    const { orders, log } = this.deps;
    try {
      // Read from the orders being placed alone (an index lookup on both databases), the leases compared here.
      const now = new Date();
      const placing = await orders
        .find({ placing: true }, { projection: { _id: 1, placingLease: 1, promoCode: 1, number: 1 } })
        .toArray();
      for (const order of placing.filter((o) => o.placingLease!.until <= now).slice(0, BATCH)) {
        await this.abandon(order);
      }
    } catch (error) {
      log.warn({ err: error }, 'placement sweep failed; the next one retries');
    }
  }

  private async abandon(
    order: Pick<OrderDocument, '_id' | 'placingLease' | 'promoCode' | 'number'>,
  ): Promise<void> {
    const { placings, catalog, promo, log } = this.deps;
    const attempt = await placings.takeOver(order, this.owner);
    if (!attempt) return; // a retry with its key, or another replica, took it first
    const orderId = order._id.toHexString();
    try {
      await catalog.setHold(orderId, { placed: false });
      if (order.promoCode) await promo.release(orderId);
    } catch (error) {
      log.warn(
        { err: error, orderId },
        'could not give back what an abandoned placement took; retried later',
      );
      // Lapse at once: a retry with its key may take it over, or the next pass tries again.
      await placings.leaveToSweeper(attempt, 0).catch(() => undefined);
      return;
    }
    await placings.close(attempt);
    log.warn({ orderId }, 'placement abandoned: its request died; units and promo use given back');
  }
}
