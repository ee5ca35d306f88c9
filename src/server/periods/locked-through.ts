// THE answer to "up to which date are this firm's books closed to writes": every write path asks this one
// function (write-guard.ts for every entity write, the bank clearing, the business-file load, the
// opening balances, the valuation method), so a new reason for closed books is one line here.
// Two reasons close books: the owner's lock date (period-table.ts) and a closed financial year (the
// year-end close, year-close-table.ts), both read with the firm in one statement (firm-marks.ts).
import type { Kysely } from 'kysely';
import { dmy } from './dates.ts';
import { marksOf } from './firm-marks.ts';

export type Lock = { date: string; reason: string; advice?: string };

/** The latest of the locks given (null when none): what is closed up to the later date is closed. */
function latest(locks: Array<Lock | null>): Lock | null {
  return locks.reduce<Lock | null>((best, lock) => (lock && (!best || lock.date > best.date) ? lock : best), null);
}

/** The owner's lock date of the firm, as a lock (null: none, or no such firm). */
export async function lockDateOf(db: Kysely<any>, tenantId: number, firmId: number): Promise<Lock | null> {
  const found = await marksOf(db, tenantId, firmId);
  const mark = found?.marks.find((one) => one.kind === 'lock');
  if (!found || !mark) return null;
  return { date: mark.to, reason: `The books of ${found.firmName} are locked up to ${dmy(mark.to)}`, advice: 'The owner can move the lock date in Settings › Periods.' };
}

/** The firm's latest closed financial year, as a lock (null: none closed). */
export async function closedYearOf(db: Kysely<any>, tenantId: number, firmId: number): Promise<Lock | null> {
  const found = await marksOf(db, tenantId, firmId);
  if (!found?.closedThrough) return null;
  return {
    date: found.closedThrough,
    reason: `The books of ${found.firmName} are closed up to ${dmy(found.closedThrough)} (year-end close)`,
    advice: 'The owner can reopen the year in Accounts › Year-end close, giving a reason.',
  };
}

export async function lockedThrough(db: Kysely<any>, tenantId: number, firmId: number): Promise<Lock | null> {
  return latest([await lockDateOf(db, tenantId, firmId), await closedYearOf(db, tenantId, firmId)]);
}

/** The refusal's sentence: the lock, what cannot be done, and what the owner may do. */
export function lockedMessage(lock: Lock, what: string): string {
  return `${lock.reason}: ${what}.${lock.advice ? ` ${lock.advice}` : ''}`;
}

/**
 * A firm of the business with books locked (the first found, by firm), or null. The openings (a ledger's
 * opening balance, an item's opening stock) stand before every firm's first day, so any firm's lock
 * closes them.
 */
export async function anyLock(db: Kysely<any>, tenantId: number): Promise<Lock | null> {
  const firms = await db.selectFrom('firm').select('Id').where('tenant_id', '=', tenantId).orderBy('Id').execute();
  for (const firm of firms) {
    const lock = await lockedThrough(db, tenantId, Number(firm.Id));
    if (lock) return lock;
  }
  return null;
}
