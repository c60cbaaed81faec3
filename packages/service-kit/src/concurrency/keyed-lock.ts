/**
 * Runs tasks with the same key one after another within this process, so concurrent handlers of one hot
 * document (a cart, a promo) queue up instead of contending on optimistic-concurrency retries. Other replicas
 * are still handled by the database's single-document atomicity and the services' version checks.
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
