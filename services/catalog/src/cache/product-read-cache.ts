import { toCachedBody, type CachedBody } from './cached-body';

export interface ProductReadLoaders {
  /** `{ data: [...] }` of the public list, validated. */
  list(): Promise<unknown>;
  /** `{ data }` of one product, or null when there is none. */
  detail(id: string): Promise<unknown | null>;
}

interface Loading {
  generation: number;
  promise: Promise<CachedBody | null>;
}

/**
 * The public list and product details as ready-to-send bytes. Every invalidation bumps a generation;
 * a load that began before it is answered to its caller but never stored, so a read that follows a
 * write never sees the older state. Concurrent misses share one database read. While `enabled` is
 * false (no invalidation feed from the other replicas) every read goes to the database.
 */
export class ProductReadCache {
  private enabled = false;
  private generation = 0;
  private list: CachedBody | undefined;
  private readonly details = new Map<string, CachedBody>();
  private readonly loading = new Map<string, Loading>();

  constructor(
    private readonly loaders: ProductReadLoaders,
    private readonly maxDetails = 10_000,
  ) {}

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidateAll();
  }

  /** What is cached now, without loading (tests look at whether the cache holds the list). */
  peekList(): CachedBody | undefined {
    return this.list;
  }

  peekDetail(id: string): CachedBody | undefined {
    return this.details.get(id);
  }

  async getList(): Promise<CachedBody> {
    if (this.list) return this.list;
    const loaded = await this.load(
      'list',
      async () => toCachedBody(await this.loaders.list()),
      (body) => {
        this.list = body;
      },
    );
    return loaded as CachedBody;
  }

  async getDetail(id: string): Promise<CachedBody | null> {
    const cached = this.details.get(id);
    if (cached) return cached;
    return this.load(
      `detail:${id}`,
      async () => {
        const value = await this.loaders.detail(id);
        return value === null ? null : toCachedBody(value);
      },
      (body) => {
        if (this.details.size >= this.maxDetails)
          this.details.delete(this.details.keys().next().value as string);
        this.details.set(id, body);
      },
    );
  }

  invalidateProduct(id: string): void {
    this.generation += 1;
    this.list = undefined;
    this.details.delete(id);
  }

  invalidateAll(): void {
    this.generation += 1;
    this.list = undefined;
    this.details.clear();
  }

  private load(
    key: string,
    read: () => Promise<CachedBody | null>,
    store: (body: CachedBody) => void,
  ): Promise<CachedBody | null> {
    const generation = this.generation;
    const running = this.loading.get(key);
    if (running && running.generation === generation) return running.promise;
    const promise = read()
      .then((body) => {
        if (body && this.enabled && this.generation === generation) store(body);
        return body;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { generation, promise });
    return promise;
  }
}
