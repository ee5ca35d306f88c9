// Hourly tidying that every server may do (it is safe when several do it at once): the throttle's idle
// counts, and share links long past their end. Never the edit log: it is the audit trail, kept at least
// 8 years and never pruned (rule 11(g) of the Companies (Audit and Auditors) Rules, 2014; rule 3(1)'s
// proviso, Companies (Accounts) Rules, 2014; audit/trail-chain.ts).
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
