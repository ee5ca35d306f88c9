// A bank clearing date is part of the books: the reconciliation as at any day up to the lock shows what
// the bank had cleared by then. So a clearing date in the locked period may be neither recorded, moved nor
// taken back. An entry dated in the locked period may still be cleared on a day after the lock: a cheque
// outstanding at the lock date (shown "issued, not presented" in that reconciliation, which stays true)
// is presented later, and refusing its clearing would leave it outstanding for ever.
import type { Kysely } from 'kysely';
import { badRequest } from '../http/errors.ts';
import { dmy } from './dates.ts';
import { day } from './firm-marks.ts';
import { lockedMessage, lockedThrough } from './locked-through.ts';

/** Refuses a clearing whose old or new date (either may be null) falls on or before the firm's lock. */
export async function refuseLockedClearing(db: Kysely<any>, tenantId: number, firmId: unknown, dates: unknown[]): Promise<void> {
  if (firmId === null || firmId === undefined) return;
  const lock = await lockedThrough(db, tenantId, Number(firmId));
  if (!lock) return;
  const locked = dates.filter((date) => date !== null && date !== undefined).map(day).find((date) => date <= lock.date);
  if (!locked) return;
  const message = lockedMessage(lock, `a bank clearing dated ${dmy(locked)} cannot be recorded, moved or removed`);
  throw badRequest(message, [{ path: '/ClearedOn', message }]);
}
