import { MongoClient, type Db } from 'mongodb';
import { EventInProgressError, ProcessedEvents, processedEventsIndexes, ensureIndexes, testing } from '../src';

const { uniqueName, testMongoUrl } = testing;

describe('idempotent consumer claims on the real database', () => {
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    client = await MongoClient.connect(testMongoUrl);
    db = client.db(uniqueName('kit_processed'));
    await ensureIndexes(db, processedEventsIndexes);
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
  });

  it('when two deliveries of one event race, then the effect runs once and the other is told to retry', async () => {
    const processed = new ProcessedEvents(db, 'race');
    let effects = 0;
    const slowEffect = async () => {
      effects += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const results = await Promise.allSettled([processed.runOnce('e1', slowEffect), processed.runOnce('e1', slowEffect)]);
    expect(effects).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
    expect(rejected?.reason).toBeInstanceOf(EventInProgressError);
    await expect(processed.runOnce('e1', slowEffect)).resolves.toBe(false);
  });

  it('when the effect fails, then the claim is given back and the next delivery applies it', async () => {
    const processed = new ProcessedEvents(db, 'retry');
    await expect(processed.runOnce('e2', async () => Promise.reject(new Error('db hiccup')))).rejects.toThrow('hiccup');
    let applied = false;
    await expect(processed.runOnce('e2', async () => void (applied = true))).resolves.toBe(true);
    expect(applied).toBe(true);
  });

  it('when a claim was left by a process that died, then it is taken over after the claim timeout', async () => {
    const crashed = new ProcessedEvents(db, 'crash', 50);
    await db.collection('processed_events').insertOne({
      _id: 'crash:e3' as never,
      consumer: 'crash',
      eventId: 'e3',
      status: 'processing',
      claimedAt: new Date(Date.now() - 1000),
    });
    let applied = false;
    await expect(crashed.runOnce('e3', async () => void (applied = true))).resolves.toBe(true);
    expect(applied).toBe(true);
  });
});
