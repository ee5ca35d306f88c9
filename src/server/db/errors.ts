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
