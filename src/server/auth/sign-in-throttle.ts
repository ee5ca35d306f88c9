// Refuses sign-in for a while after repeated failures for the same e-mail or from the same address,
// which turns password guessing into a very slow business. Kept in memory: one server process
// serves a shop; several processes would each count on their own (a shared store would be needed).

export type ThrottleOptions = { maxFailures: number; windowMs: number; lockMs: number };

export const DEFAULT_THROTTLE: ThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

type Entry = { failures: number[]; lockedUntil: number };

export class SignInThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #options: ThrottleOptions;
  constructor(options: ThrottleOptions = DEFAULT_THROTTLE) {
    this.#options = options;
  }

  /** Milliseconds until any of these keys may try again, or 0. */
  retryAfter(keys: string[], now = Date.now()): number {
    return Math.max(0, ...keys.map((key) => (this.#entries.get(key)?.lockedUntil ?? 0) - now));
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) {
      const entry = this.#entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = [...entry.failures.filter((at) => now - at < this.#options.windowMs), now];
      if (entry.failures.length >= this.#options.maxFailures) {
        entry.lockedUntil = now + this.#options.lockMs;
        entry.failures = [];
      }
      this.#entries.set(key, entry);
    }
    if (this.#entries.size > 50_000) this.#forgetOld(now);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.#entries.delete(key);
  }

  #forgetOld(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.lockedUntil < now && entry.failures.every((at) => now - at >= this.#options.windowMs)) this.#entries.delete(key);
    }
  }
}
