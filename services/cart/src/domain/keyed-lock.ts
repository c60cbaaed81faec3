/**
 * Runs tasks with the same key one after another within this process. FerretDB 1.24 applies concurrent
 * updates of one document non-atomically (one can silently undo the other), so every write to a cart, or
 * to a product snapshot, goes through here; the version checks still guard against other replicas on MongoDB.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
