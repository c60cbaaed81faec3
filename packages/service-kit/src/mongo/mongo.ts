import { MongoClient, type CreateIndexesOptions, type Db, type IndexSpecification } from 'mongodb';

export interface IndexDeclaration {
  collection: string;
  key: IndexSpecification;
  options?: CreateIndexesOptions;
}

export interface MongoConnection {
  client: MongoClient;
  db: Db;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects with bounded timeouts: when the database is down a request fails fast with a 503 instead of
 * hanging, and the driver reconnects by itself when the server is back.
 */
export async function connectMongo(url: string, dbName: string): Promise<MongoConnection> {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: 30_000,
    maxPoolSize: 20,
    appName: dbName,
  });
  await client.connect();
  const db = client.db(dbName);
  return {
    client,
    db,
    ping: async () => {
      try {
        await db.command({ ping: 1 }, { timeoutMS: 1500 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

/** Creates the indexes a service declares; safe to run at every start. */
export async function ensureIndexes(db: Db, declarations: IndexDeclaration[]): Promise<void> {
  for (const { collection, key, options } of declarations) {
    await db.collection(collection).createIndex(key, options ?? {});
  }
}
