import { MongoClient, type Db } from 'mongodb';
import pino from 'pino';
import { DAY_SECONDS, RetentionSweeper, isFerretDb, ttlIndex, testing, type RetentionRule } from '../src';

const { uniqueName, testMongoUrl } = testing;
const DAY_MS = DAY_SECONDS * 1000;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('retention (decision 019)', () => {
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    client = await MongoClient.connect(testMongoUrl);
    db = client.db(uniqueName('kit_retention'));
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
  });

  const carts: RetentionRule = {
    collection: 'carts',
    field: 'updatedAt',
    afterSeconds: 30 * DAY_SECONDS,
    why: 'test',
  };
  const sends: RetentionRule = {
    collection: 'sends',
    field: 'createdAt',
    afterSeconds: 90 * DAY_SECONDS,
    only: { status: 'sent' },
    why: 'test',
  };

  it('when documents are older than their rule, then the sweeper removes them and nothing else', async () => {
    await db
      .collection('carts')
      .insertMany([
        { _id: 'old' as never, updatedAt: daysAgo(31) },
        { _id: 'recent' as never, updatedAt: daysAgo(29) },
        { _id: 'undated' as never },
      ]);
    await db.collection('sends').insertMany([
      { _id: 'sent-old' as never, status: 'sent', createdAt: daysAgo(91) },
      { _id: 'pending-old' as never, status: 'pending', createdAt: daysAgo(91) },
      { _id: 'sent-recent' as never, status: 'sent', createdAt: daysAgo(10) },
    ]);
    const sweeper = new RetentionSweeper({
      db,
      rules: [carts, sends],
      logger: pino({ level: 'silent' }),
      now: () => now,
      batch: 2,
    });

    expect(await sweeper.sweep()).toBe(2);

    expect((await db.collection('carts').find({}).toArray()).map((doc) => doc._id).sort()).toEqual([
      'recent',
      'undated',
    ]);
    expect((await db.collection('sends').find({}).toArray()).map((doc) => doc._id).sort()).toEqual([
      'pending-old',
      'sent-recent',
    ]);
  });

  it('when many documents expired, then the sweeper takes them batch after batch', async () => {
    await db
      .collection('carts')
      .insertMany(
        Array.from({ length: 25 }, (_, i) => ({ _id: `stale-${i}` as never, updatedAt: daysAgo(40 + i) })),
      );
    const sweeper = new RetentionSweeper({
      db,
      rules: [carts],
      logger: pino({ level: 'silent' }),
      now: () => now,
      batch: 10,
    });
    expect(await sweeper.sweep()).toBe(25);
    expect(await db.collection('carts').countDocuments({})).toBe(2);
  });

  it('when a rule is read by MongoDB, then it is a TTL index with the rule as its partial filter', () => {
    expect(ttlIndex(sends)).toEqual({
      collection: 'sends',
      key: { createdAt: 1 },
      options: {
        expireAfterSeconds: 90 * DAY_SECONDS,
        name: 'createdAt_ttl',
        partialFilterExpression: { status: 'sent' },
      },
    });
  });

  it('when the kit asks which server this is, then the local FerretDB says so (and MongoDB would not)', async () => {
    const info = await db.admin().command({ buildInfo: 1 });
    expect(await isFerretDb(db)).toBe(typeof info.ferretdbVersion === 'string');
  });
});
