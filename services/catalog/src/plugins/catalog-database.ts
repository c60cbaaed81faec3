import type { FastifyBaseLogger } from 'fastify';
import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';

export interface CatalogDatabase {
  db: Db;
  /** One connection when the server is FerretDB, so this process's writes never overlap there. */
  serialized: boolean;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const options: MongoClientOptions = {
  serverSelectionTimeoutMS: 5000,
  connectTimeoutMS: 5000,
  socketTimeoutMS: 30_000,
  maxPoolSize: 20,
  appName: 'catalog',
};

/**
 * FerretDB 1.24 (SQLite) applies each update as an unguarded read-modify-write of the whole document:
 * two updates of one document at once lose one of them, both answer "matched" (a version guard does
 * not help) and 50 concurrent `$inc` end up as 5. A connection's operations run one after the other,
 * so on FerretDB the catalog uses a single connection for everything it writes, its outbox relay
 * included. MongoDB updates are atomic per document and keep the pool.
 */
export async function connectCatalogDatabase(
  url: string,
  dbName: string,
  logger: FastifyBaseLogger,
): Promise<CatalogDatabase> {
  let client = await MongoClient.connect(url, options);
  const serialized = await isFerretDb(client);
  if (serialized) {
    await client.close();
    client = await MongoClient.connect(url, { ...options, maxPoolSize: 1 });
    logger.info('FerretDB detected: catalog writes go through one connection');
  }
  const db = client.db(dbName);
  return {
    db,
    serialized,
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

async function isFerretDb(client: MongoClient): Promise<boolean> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  return 'ferretdbVersion' in info;
}
