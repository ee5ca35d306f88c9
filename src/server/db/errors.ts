// Recognises store errors that mean "the client asked for something that clashes", in either store.

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  if (!e) return false;
  if (e.code === '23505') return true; // PostgreSQL unique_violation
  return e.errcode === 2067 || e.errcode === 1555 || /UNIQUE constraint failed/.test(e.message ?? ''); // SQLite
}

/** The table a unique violation was raised on (PostgreSQL names it; SQLite's message does), or null. */
export function uniqueViolationTable(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const e = error as { table?: string; message?: string };
  if (typeof e.table === 'string') return e.table;
  return /UNIQUE constraint failed: ([a-z_]+)\./.exec(e.message ?? '')?.[1] ?? null;
}

/** What the person waiting is told, by what keeps the store from answering. */
const SAY = {
  slow: 'The database took too long to answer. Please try again in a moment.',
  locked: 'The records are held by another change just now. Please try again in a moment.',
  down: 'The database is not answering just now. Please try again in a moment.',
  busy: 'The database is busy with another program just now. Please try again in a moment.',
  full: "The server's disk is full, so nothing was saved. Please try again later.",
};

/**
 * Why the store cannot answer just now, as a sentence for the person waiting, or null when the error is
 * not that. Each is passing (the database restarts, a lock is let go, a connection comes back), so the
 * request is answered 503 with Retry-After rather than 500: the same request made again shortly goes through
 * (a save's Idempotency-Key makes that safe even when its commit's answer was what was lost).
 */
export function storeUnavailable(error: unknown): string | null {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  // PostgreSQL (SQLSTATE): statement_timeout, lock_timeout, the server shutting down or starting, too many
  // connections or out of disk or memory (class 53), the connection lost (class 08).
  if (code === '57014') return SAY.slow;
  if (code === '55P03') return SAY.locked;
  if (/^(57P0[1-4]|53\d\d\d|08\d\d\d)$/.test(code) || /^E(CONNRESET|CONNREFUSED|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN)$/.test(code)) return SAY.down;
  // pg's own words for a connection lost, never made in time (pool connect timeout), or a server that
  // stopped answering (query_timeout); and the pool closed while the server stops.
  if (/Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end/i.test(message)) return SAY.down;
  // SQLite (node:sqlite's errcode; the low byte is the primary code): another process holds the write lock
  // past the busy timeout (BUSY 5, LOCKED 6), the disk is full (FULL 13) or failing (IOERR 10).
  if (code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number') {
    const primary = e.errcode & 0xff;
    if (primary === 5 || primary === 6) return SAY.busy;
    if (primary === 13) return SAY.full;
    if (primary === 10) return SAY.down;
  }
  return null;
}

const SAID = new Set(Object.values(SAY));

/** Whether a refusal's sentence is one of storeUnavailable's (a report worker's refusal arrives as its status and sentence alone). */
export function saysStoreUnavailable(message: string): boolean {
  return SAID.has(message);
}
