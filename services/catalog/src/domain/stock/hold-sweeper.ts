import type { FastifyBaseLogger } from 'fastify';
import type { OrderPlacementCheck } from '../../clients/order-client';
import type { HoldStore } from './hold-store';
import type { StockHolds } from './stock-holds';

const BATCH = 50;

/**
 * Keeps holds from being stranded: a step left half done by a process that died is finished, and a hold whose
 * order was never stored (the order service died between the reservation and the insert) gives its units back
 * once the order service says so. The order service stores no order later than its placement deadline, which is
 * shorter than the time a hold waits before asking.
 */
export class HoldSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      holds: HoldStore;
      stock: StockHolds;
      isPlaced: OrderPlacementCheck;
      log: FastifyBaseLogger;
      intervalMs: number;
      checkAfterMs: number;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the holds that are due; a pass already running is not doubled. */
  sweep(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    const { holds, stock, isPlaced, log } = this.deps;
    try {
      for (const hold of await holds.due(new Date(), BATCH)) {
        if (hold.step) {
          // Finishing the step changes the hold: whether its order exists is asked on the next pass.
          await stock.drive(hold._id);
          continue;
        }
        if (hold.placed || hold.checkAfter === null || hold.checkAfter > new Date()) continue;
        const placed = await isPlaced(hold._id);
        if (placed === true) await stock.placed(hold._id);
        else if (placed === false) {
          const after = await stock.notPlaced(hold._id);
          log.warn(
            { orderId: hold._id, held: after?.held },
            'stock hold released: its order was never stored',
          );
        } else {
          await holds.update(hold, { checkAfter: new Date(Date.now() + this.deps.checkAfterMs / 4) });
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'stock hold sweep failed; the next one retries');
    }
  }
}
