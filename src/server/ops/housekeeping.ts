// Hourly tidying that every server may do (it is safe when several do it at once): the throttle's idle
// counts, and share links long past their end.
import type { Kysely } from 'kysely';
import { AttemptThrottle } from '../auth/attempt-throttle.ts';
import { forgetOldLinks } from '../print/shared-links.ts';

export function scheduleHousekeeping(db: Kysely<any>, log: { error(message: string): void }): () => void {
  const throttle = new AttemptThrottle(db);
  const tidy = () => Promise.all([throttle.forgetIdle(), forgetOldLinks(db)]).catch((error: Error) => log.error(`housekeeping: ${error.message}`));
  const timer = setInterval(tidy, 3_600_000);
  timer.unref();
  void tidy();
  return () => clearInterval(timer);
}
