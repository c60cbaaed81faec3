import { testing } from '@shop/service-kit';
import { MongoClient, type Db } from 'mongodb';
import { applyEvent, type ProjectedEvent } from '../../src/domain/apply-event';
import { DaySummaries } from '../../src/domain/day-summaries';
import { EventJournal } from '../../src/domain/event-journal';
import type { OrderProjection } from '../../src/domain/order-projection';
import { ORDER_PROJECTIONS, OrderProjections } from '../../src/domain/order-projections';
import { reportFrom } from '../../src/domain/sales-report';
import { reportFromAllOrders } from './report-from-all-orders';

const TIME_ZONE = 'Africa/Cairo';

/**
 * The real projection store, counting its day recounts and letting a test run something right after a recount
 * has read its orders (before the summary is stored): the moment a concurrent event would land.
 */
export class WatchedProjections extends OrderProjections {
  recounts: string[] = [];
  afterRecountRead?: () => Promise<void>;

  override async ofDay(day: string): Promise<OrderProjection[]> {
    const orders = await super.ofDay(day);
    this.recounts.push(day);
    const hook = this.afterRecountRead;
    this.afterRecountRead = undefined;
    await hook?.();
    return orders;
  }
}

/** The analytics read model (projection, day summaries, journal) on a database of its own, without the broker. */
export class ReadModelBed {
  readonly projections: WatchedProjections;
  readonly summaries: DaySummaries;
  readonly journal: EventJournal;

  private constructor(
    readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.projections = new WatchedProjections(db);
    this.summaries = new DaySummaries(db, this.projections);
    this.journal = new EventJournal(db);
  }

  static async start(): Promise<ReadModelBed> {
    const client = new MongoClient(testing.testMongoUrl, { serverSelectionTimeoutMS: 5000 });
    await client.connect();
    return new ReadModelBed(client.db(testing.uniqueName('analytics_summaries')), client);
  }

  /** As the consumer does: journalled, then applied (the projection written, then its day bumped). */
  async apply(...events: ProjectedEvent[]): Promise<void> {
    for (const event of events) {
      await this.journal.record(event);
      await applyEvent(this, event, TIME_ZONE);
    }
  }

  /** The report as the route answers it: from the day summaries. */
  async report(from: string, to: string) {
    return reportFrom(await this.summaries.between(from, to), from, to);
  }

  /** The report from every projected order at once, read straight from the database (the oracle). */
  async reportFromOrders(from: string, to: string) {
    const orders = await this.db.collection<OrderProjection>(ORDER_PROJECTIONS).find().toArray();
    const inRange = orders.filter((order) => order.day && order.day >= from && order.day <= to);
    return reportFromAllOrders(inRange, from, to);
  }

  async close(): Promise<void> {
    await this.db.dropDatabase();
    await this.client.close();
  }
}
