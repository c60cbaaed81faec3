import { MongoClient } from 'mongodb';

// The services rely on MongoDB's single-document atomicity (stock, promo usage, the outbox). FerretDB 1.24
// loses concurrent updates without the write lock our build adds (infra/ferretdb/README.md); this proves the
// server the tests and `npm start` use keeps every concurrent update to one document.
const url = process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';

describe('the local MongoDB-compatible server', () => {
  let client: MongoClient;
  const dbName = `atomicity_${Date.now()}`;

  beforeAll(async () => {
    client = await MongoClient.connect(url, { maxPoolSize: 60 });
  });
  afterAll(async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  it('when 50 clients $inc one document at once, then all 50 increments count', async () => {
    const counters = client.db(dbName).collection<{ _id: string; n: number }>('counters');
    await counters.insertOne({ _id: 'c', n: 0 });
    await Promise.all(Array.from({ length: 50 }, () => counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } })));
    expect((await counters.findOne({ _id: 'c' }))?.n).toBe(50);
  });

  it('when 30 clients compare-and-set one version field, then each success is a real step', async () => {
    const docs = client.db(dbName).collection<{ _id: string; version: number }>('versions');
    await docs.insertOne({ _id: 'v', version: 0 });
    let successes = 0;
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        for (;;) {
          const current = await docs.findOne({ _id: 'v' });
          const result = await docs.updateOne({ _id: 'v', version: current!.version }, { $inc: { version: 1 } });
          if (result.modifiedCount === 1) {
            successes += 1;
            return;
          }
        }
      }),
    );
    expect(successes).toBe(30);
    expect((await docs.findOne({ _id: 'v' }))?.version).toBe(30);
  }, 30_000); // 30 racers make about 465 round trips: seconds on a busy machine

  it('when 20 clients findOneAndUpdate a conditional counter, then it never passes its bound', async () => {
    const slots = client.db(dbName).collection<{ _id: string; taken: number }>('slots');
    await slots.insertOne({ _id: 's', taken: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        slots.findOneAndUpdate({ _id: 's', taken: { $lt: 5 } }, { $inc: { taken: 1 } }, { returnDocument: 'after' }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await slots.findOne({ _id: 's' }))?.taken).toBe(5);
  });
});
