// Whether a share link may still open, asked at every open (in the database, so every server agrees):
// the business is active, the login that made the link is active (for an employee, their employee record
// too), and that login's role still grants the page of the document the link prints (the owner's always
// does). A link is the person's own sharing, so it stops with their access: deactivate the clerk, or take
// the page from their role, and their links stop opening at once; give it back and they open again.
import type { Kysely } from 'kysely';
import { grantsOwnPage, type PermissionDeps } from '../auth/permissions.ts';
import { ApiError } from '../http/errors.ts';
import { activeEmployee } from '../users/employee-account.ts';
import type { SharedLink } from './shared-links.ts';

const noLonger = (why: string) => new ApiError(403, `This link is no longer valid: ${why}`);

/** Throws 403 with the reason when the link must not open. */
export async function checkStanding(db: Kysely<any>, permissions: PermissionDeps, link: SharedLink): Promise<void> {
  const logins = await db
    .selectFrom('account')
    .select(['id', 'kind', 'email', 'active'])
    .where('tenant_id', '=', link.tenantId)
    .where((eb) => eb.or([eb('kind', '=', 'master'), eb('id', '=', link.accountId)]))
    .execute();
  const owner = logins.find((login) => login.kind === 'master');
  if (!owner?.active) throw noLonger('the business that shared it is not active');
  const maker = logins.find((login) => Number(login.id) === link.accountId);
  if (!maker?.active) throw noLonger('the login that shared it is no longer active');
  let roleId: number | null = null;
  if (maker.kind === 'employee') {
    const employee = await activeEmployee(db, link.tenantId, String(maker.email));
    if (!employee) throw noLonger('the login that shared it is no longer active');
    roleId = employee.roleId;
  }
  const granted = await grantsOwnPage(permissions, { tenantId: link.tenantId, kind: maker.kind === 'master' ? 'master' : 'employee', roleId }, link.entity);
  if (!granted) throw noLonger('the person who shared it may no longer see this document');
}
