import { PeriodicSweeper } from '@shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { HoldStore } from './hold-store';
import type { StockHolds } from './stock-holds';

const BATCH = 50;

/**
 * Keeps holds from being stranded: a step left half done by a process that died is finished. A hold whose
 * order was never stored is not this sweeper's: the order service, which owns placement, gives it back
 * (decision 026), so the catalog never calls the order service.
 */
export class HoldSweeper extends PeriodicSweeper {
  constructor(
    private readonly deps: {
      holds: HoldStore;
      stock: StockHolds;
      log: FastifyBaseLogger;
      intervalMs: number;
    },
  ) {
    super(deps);
  }

  /** One pass over the holds that are due. */
  protected async pass(): Promise<void> {
    const { holds, stock, log } = this.deps;
    try {
      for (const hold of await holds.due(new Date(), BATCH)) {
        // A flag without a step (written by an older version) is cleared by an empty write.
        if (hold.step) await stock.drive(hold._id);
        else await holds.update(hold, {});
      }
    } catch (error) {
      log.warn({ err: error }, 'stock hold sweep failed; the next one retries');
    }
  }
}
