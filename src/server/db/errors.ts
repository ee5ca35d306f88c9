// Recognises store errors that mean "the client asked for something that clashes", in either store.

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  if (!e) return false;
  if (e.code === '23505') return true; // PostgreSQL unique_violation
  return e.errcode === 2067 || e.errcode === 1555 || /UNIQUE constraint failed/.test(e.message ?? ''); // SQLite
}
