/**
 * Round-robin over one service's replicas, skipping the ones marked down. When every replica is down it keeps
 * going round all of them: a replica that answers again is found by traffic as well as by the probe, and the
 * client hears the usual 503 only if none answers. Picking allocates nothing (the gateway's hot path).
 */
export class Balancer<T> {
  private readonly up: boolean[];
  private next = 0;

  constructor(readonly replicas: readonly T[]) {
    if (replicas.length === 0) throw new Error('a balancer needs at least one replica');
    this.up = replicas.map(() => true);
  }

  /** The index of the replica the next request goes to. */
  pick(): number {
    const count = this.replicas.length;
    const start = this.next;
    for (let step = 0; step < count; step += 1) {
      const index = (start + step) % count;
      if (this.up[index]) {
        this.next = (index + 1) % count;
        return index;
      }
    }
    this.next = (start + 1) % count;
    return start;
  }

  markDown(index: number): void {
    this.up[index] = false;
  }

  markUp(index: number): void {
    this.up[index] = true;
  }

  isUp(index: number): boolean {
    return this.up[index] === true;
  }
}
