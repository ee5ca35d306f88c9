// While a business file is loaded into a business (import-business.ts), in many short writes so that no
// other business waits on the write lock, the business is fenced: its tenant row carries loading_since,
// and every call of the business but the load itself is answered 503 (auth/session.ts reads the mark with
// the account, in the same statement). A load cut short by a stopped server leaves the mark behind; after
// LOADING_CUT_SHORT_MS it is taken as such, the fence lifts and the file may be loaded again.
import { ApiError } from '../http/errors.ts';

export const LOADING_CUT_SHORT_MS = 30 * 60_000;

/** Whether a business marked loading since `since` is still being loaded. */
export function stillLoading(since: unknown, now = Date.now()): boolean {
  if (since === null || since === undefined) return false;
  const began = since instanceof Date ? since.getTime() : Date.parse(String(since));
  return Number.isFinite(began) && now - began < LOADING_CUT_SHORT_MS;
}

export const beingLoaded = () =>
  new ApiError(503, 'This business is being loaded from a business file; its records will be here when it is done. Please try again in a minute.');
