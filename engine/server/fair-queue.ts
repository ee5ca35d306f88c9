// Work waiting for a worker of a small pool (worker-pool.ts, under the report and task workers), taken in turn between
// tenants, so one busy tenant can neither fill every worker nor go twice in a row while another waits.

export class FairQueue<T> {
  readonly #items: T[] = [];
  readonly #tenantOf: (item: T) => number;
  /** When each tenant with work queued was last given a worker (a running count, not a time). */
  readonly #lastServed = new Map<number, number>();
  #served = 0;

  constructor(tenantOf: (item: T) => number) {
    this.#tenantOf = tenantOf;
  }

  get length(): number {
    return this.#items.length;
  }

  push(item: T): void {
    this.#items.push(item);
  }

  /** Everything still waiting, taken out (to be refused: the pool is closing, or its worker cannot start). */
  drain(): T[] {
    this.#lastServed.clear();
    return this.#items.splice(0);
  }

  /**
   * Round robin between tenants: the queued item of the tenant with the fewest items `running`, and among
   * those the one served longest ago. The queue must not be empty.
   */
  take(running: Iterable<T>): T {
    const busy = new Map<number, number>();
    for (const item of running) busy.set(this.#tenantOf(item), (busy.get(this.#tenantOf(item)) ?? 0) + 1);
    const rank = (item: T) => [busy.get(this.#tenantOf(item)) ?? 0, this.#lastServed.get(this.#tenantOf(item)) ?? -1];
    let best = 0;
    for (let index = 1; index < this.#items.length; index += 1) {
      const [count, served] = rank(this.#items[index]);
      const [bestCount, bestServed] = rank(this.#items[best]);
      if (count < bestCount || (count === bestCount && served < bestServed)) best = index;
    }
    const [item] = this.#items.splice(best, 1);
    this.#lastServed.set(this.#tenantOf(item), this.#served++);
    // Only tenants with work still queued need remembering.
    for (const tenant of this.#lastServed.keys()) if (!this.#items.some((queued) => this.#tenantOf(queued) === tenant)) this.#lastServed.delete(tenant);
    return item;
  }
}
