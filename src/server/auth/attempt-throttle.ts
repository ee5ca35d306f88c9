// Slows down guessing without ever locking out the owner. Each key counts its failures in the database, so
// every server on one PostgreSQL sees the same counts. After a few free tries each failure doubles the wait
// before the next try of that key (1 s, 2 s, 4 s ... up to a ceiling): a person who mistypes waits seconds,
// a guesser's hundredth try waits as long as the ceiling. A success clears the count; failures older than a
// day are forgotten.
// Which keys a call counts against decides who can be made to wait, and so who can keep whom out. A key an
// attacker can run up from anywhere (an e-mail alone) lets a guesser at one address hold the owner at
// another one back for ever: failing once each time the wait ends kept the owner out of a whole test run.
// So sign-ins count per (e-mail, address) and per address only (sign-in-throttle.ts): a guesser slows
// himself, his address and his office, never the owner elsewhere. Password-reset requests likewise
// (password-reset.ts), with a quiet per-e-mail quota that never answers 429.
// The same table also paces open calls (pace()): a key counts its calls in a window of time, and a call
// beyond the limit waits until the window ends; then the count starts again. And it keeps marks (mark()):
// a fact about a key that holds until a time, such as "this address signed in to this login".
import { sql, type Kysely } from 'kysely';
import type { TableSpec } from '../../../engine/schema/index.ts';

export const attemptTable: TableSpec = {
  name: 'attempt_throttle',
  tenantScoped: false,
  autoKey: null,
  primaryKey: ['throttle_key'],
  columns: [
    { name: 'throttle_key', type: 'text', notNull: true },
    { name: 'failures', type: 'integer', notNull: true },
    /** Epoch milliseconds of the latest failure, and until when the next try must wait. */
    { name: 'last_failure', type: 'integer', notNull: true },
    { name: 'blocked_until', type: 'integer', notNull: true },
  ],
  unique: [],
  indexes: [],
};

/** At most `limit` calls per key in each `windowMs` (counted from the window's first call). */
export type PacePolicy = { limit: number; windowMs: number };

export type ThrottlePolicy = {
  /** Failures allowed before any wait. */
  freeTries: number;
  /** The wait after the first counted failure, doubling with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
};

/** Failures older than this are forgotten: tomorrow's first mistake is free again. */
const FORGET_AFTER_MS = 24 * 3_600_000;

export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  const counted = failures - policy.freeTries;
  if (counted <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(counted - 1, 40));
}

export class AttemptThrottle {
  readonly #db: Kysely<any>;
  constructor(db: Kysely<any>) {
    this.#db = db;
  }

  /** Milliseconds until any of these keys may try again, or 0. */
  async retryAfter(keys: string[], now = Date.now()): Promise<number> {
    const rows = await this.#db.selectFrom('attempt_throttle').select(['blocked_until']).where('throttle_key', 'in', keys).execute();
    return Math.max(0, ...rows.map((row) => Number(row.blocked_until) - now));
  }

  /** Counts one failure for each key (one statement each, safe when servers count at once). */
  async fail(entries: { key: string; policy: ThrottlePolicy }[], now = Date.now()): Promise<void> {
    for (const { key, policy } of entries) {
      const counted = await this.#db
        .insertInto('attempt_throttle')
        .values({ throttle_key: key, failures: 1, last_failure: now, blocked_until: now + delayAfter(1, policy) })
        .onConflict((conflict) =>
          conflict.column('throttle_key').doUpdateSet((eb) => ({
            // A count idle for a day starts again.
            failures: eb.case().when('attempt_throttle.last_failure', '<', now - FORGET_AFTER_MS).then(1).else(eb('attempt_throttle.failures', '+', 1)).end(),
            last_failure: now,
          })),
        )
        .returning(['failures'])
        .executeTakeFirstOrThrow();
      const wait = delayAfter(Number(counted.failures), policy);
      if (wait > 0) await this.#db.updateTable('attempt_throttle').set({ blocked_until: now + wait }).where('throttle_key', '=', key).execute();
    }
  }

  /**
   * Counts one call for the key; answers 0 when it is within the limit, else the milliseconds until its
   * window ends. One statement, so servers counting at once never lose a call. For a paced key the row's
   * `failures` is the window's count, `last_failure` its latest call and `blocked_until` the window's end.
   */
  async pace(key: string, policy: PacePolicy, now = Date.now()): Promise<number> {
    const windowEnds = now + policy.windowMs;
    const row = await this.#db
      .insertInto('attempt_throttle')
      .values({ throttle_key: key, failures: 1, last_failure: now, blocked_until: windowEnds })
      .onConflict((conflict) =>
        conflict.column('throttle_key').doUpdateSet((eb) => {
          // Both read the row as it was: a window that has ended starts again with this call.
          const over = eb('attempt_throttle.blocked_until', '<=', now);
          return {
            failures: eb.case().when(over).then(1).else(eb('attempt_throttle.failures', '+', 1)).end(),
            blocked_until: eb.case().when(over).then(windowEnds).else(eb.ref('attempt_throttle.blocked_until')).end(),
            last_failure: now,
          };
        }),
      )
      .returning(['failures', 'blocked_until'])
      .executeTakeFirstOrThrow();
    return Number(row.failures) > policy.limit ? Math.max(1, Number(row.blocked_until) - now) : 0;
  }

  /** The failures a key has counted within the day (0 when none, or idle for longer). */
  async failures(key: string, now = Date.now()): Promise<number> {
    const row = await this.#db.selectFrom('attempt_throttle').select(['failures', 'last_failure']).where('throttle_key', '=', key).executeTakeFirst();
    return row && Number(row.last_failure) >= now - FORGET_AFTER_MS ? Number(row.failures) : 0;
  }

  /**
   * Keeps a mark on the key until `until` (epoch ms): a row with no failures whose `blocked_until` is the
   * mark's end, so forgetIdle() keeps it that long. A marked key is never asked retryAfter().
   */
  async mark(key: string, until: number, now = Date.now()): Promise<void> {
    await this.#db
      .insertInto('attempt_throttle')
      .values({ throttle_key: key, failures: 0, last_failure: now, blocked_until: until })
      .onConflict((conflict) => conflict.column('throttle_key').doUpdateSet({ last_failure: now, blocked_until: until }))
      .execute();
  }

  async marked(key: string, now = Date.now()): Promise<boolean> {
    const row = await this.#db.selectFrom('attempt_throttle').select('blocked_until').where('throttle_key', '=', key).executeTakeFirst();
    return row !== undefined && Number(row.blocked_until) > now;
  }

  /** Clears every key that begins with the prefix (substr, not LIKE: an e-mail may hold _ or %). */
  async succeedAll(prefix: string): Promise<void> {
    await this.#db
      .deleteFrom('attempt_throttle')
      .where(sql`substr(throttle_key, 1, ${sql.lit([...prefix].length)})`, '=', prefix)
      .execute();
  }

  async succeed(keys: string[]): Promise<void> {
    await this.#db.deleteFrom('attempt_throttle').where('throttle_key', 'in', keys).execute();
  }

  /** Drops the counts that no longer hold anything back (idle a day, no wait running): each address would otherwise leave a row for ever. */
  async forgetIdle(now = Date.now()): Promise<number> {
    const result = await this.#db
      .deleteFrom('attempt_throttle')
      .where('last_failure', '<', now - FORGET_AFTER_MS)
      .where('blocked_until', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
