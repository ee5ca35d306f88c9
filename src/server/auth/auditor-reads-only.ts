// An auditor (an employee whose role has Auditor ticked, schemas/admin/role.json) reads everything and
// changes nothing. Every request but a read (GET, HEAD) is refused 403 right after the sign-in check,
// before its body is read and before any route runs, so no write path (entities, vouchers, bank clearing,
// imports, the business file, share links, settings, routes added later) can forget to ask. Their own
// login is theirs to keep: changing their password, renewing and ending their session.
import { forbidden } from '../http/errors.ts';
import type { Session } from './session.ts';
import { AUDITOR_WRITES } from './permissions.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OWN_LOGIN = new Set(['/api/account/password', '/api/account/renew', '/api/account/logout']);

/** Throws 403 when an auditor's request would change something. */
export function refuseAuditorWrite(method: string, route: string, session: Session): void {
  if (!session.employee?.auditor || READS.has(method) || OWN_LOGIN.has(route)) return;
  throw forbidden(AUDITOR_WRITES);
}
