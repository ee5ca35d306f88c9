// The signed-in person's own login (the header's Profile page), for the master and employees alike:
//   GET  /api/account/me        who is signed in: e-mail, kind, since when; an employee's name and role
//   POST /api/account/password  { CurrentPassword, NewPassword, ConfirmPassword }: the current password
//                               proves it is them; the new one follows the sign-up rules (SPEC section 5).
//                               Every other session of the login ends; this one gets a fresh token.
//   POST /api/account/renew     a fresh token for the session (same claims and epoch): renew.ts
//   POST /api/account/logout    ends every session of the login (tokens are signed, so "this device only"
//                               would need a table of tokens; ending them all is what a lost phone needs).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordEdit } from '../audit/edit-log.ts';
import { badRequest } from '../http/errors.ts';
import { textFields } from '../http/fields.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { AttemptThrottle } from './attempt-throttle.ts';
import { newPasswordProblems } from './new-password.ts';
import { isRemembered, renewRoute } from './renew.ts';
import { signInFailed, signInWait } from './sign-in-throttle.ts';
import { tokenDetails, tooMany, type AuthDeps } from './routes.ts';
import type { Session } from './session.ts';

type AccountDeps = Pick<AuthDeps, 'db' | 'signer' | 'tokenLifetime' | 'rememberLifetime' | 'sessionMaxAge' | 'readSession'>;

const PASSWORD_FIELDS = ['CurrentPassword', 'NewPassword', 'ConfirmPassword'] as const;

/** A new password for a login: how it came (for the audit trail, which never holds the password) and from where. */
export type PasswordChange = { passwordHash: string; how: 'changed by the login' | 'reset through the e-mail link'; address: string | null };

/**
 * Raises the login's session epoch (every token signed before stops working) and answers the new value.
 * With a new password, the change goes into the business's audit trail too (without the password): call
 * it inside a transaction then.
 */
export async function endSessions(db: Kysely<any>, accountId: number, change?: PasswordChange): Promise<number> {
  const row = await db
    .updateTable('account')
    .set((eb) => ({ session_epoch: eb(eb.fn.coalesce('session_epoch', eb.val(0)), '+', 1), ...(change ? { password_hash: change.passwordHash } : {}) }))
    .where('id', '=', accountId)
    .returning(['session_epoch', 'tenant_id', 'email', 'kind'])
    .executeTakeFirstOrThrow();
  if (change) {
    const login = { Email: row.email, Kind: row.kind };
    await recordEdit(db, { tenantId: Number(row.tenant_id), actor: String(row.email), address: change.address, entity: 'account', recordId: accountId, action: 'update', before: login, after: { ...login, Password: change.how } });
  }
  return Number(row.session_epoch);
}

async function employeeOf(db: Kysely<any>, session: Session): Promise<{ name: string; role: string | null } | null> {
  if (!session.employee) return null;
  const row = await db
    .selectFrom('employee as e')
    .leftJoin('role as r', (join) => join.onRef('r.Id', '=', 'e.RoleId').onRef('r.tenant_id', '=', 'e.tenant_id'))
    .select(['e.EmployeeName as name', 'r.RoleName as role'])
    .where('e.tenant_id', '=', session.tenantId)
    .where('e.Id', '=', session.employee.id)
    .executeTakeFirst();
  return row ? { name: String(row.name ?? ''), role: row.role ?? null } : null;
}

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const throttle = new AttemptThrottle(deps.db);
  app.get('/api/account/me', async (request) => {
    const session = await deps.readSession(request);
    const account = await deps.db.selectFrom('account').select(['created_on']).where('id', '=', session.accountId).executeTakeFirstOrThrow();
    return {
      status: 200,
      message: 'Data Fetched Successfully',
      data: { Email: session.email, Kind: session.kind, Since: account.created_on ?? null, Employee: await employeeOf(deps.db, session) },
    };
  });

  app.post('/api/account/password', async (request: FastifyRequest) => {
    const session = await deps.readSession(request);
    const input = textFields(request, PASSWORD_FIELDS);
    const problems = newPasswordProblems(input);
    if (!problems.some((problem) => problem.path === '/NewPassword') && input.NewPassword === input.CurrentPassword) {
      problems.unshift({ path: '/NewPassword', message: 'The new password must differ from the current one' });
    }
    if (!input.CurrentPassword) problems.unshift({ path: '/CurrentPassword', message: 'Current password is required' });
    if (problems.length > 0) throw badRequest(problems[0].message, problems);
    const account = await deps.db
      .selectFrom('account')
      .select(['id', 'tenant_id', 'kind', 'email', 'password_hash'])
      .where('id', '=', session.accountId)
      .executeTakeFirstOrThrow();
    // A stolen session must not become a way to guess the password: wrong current passwords count as
    // failed sign-ins of the login from this address.
    const wait = await signInWait(throttle, account.email, request.ip);
    if (wait > 0) throw tooMany('wrong passwords', wait);
    if (!(await verifyPassword(input.CurrentPassword!, account.password_hash))) {
      await signInFailed(throttle, account.email, request.ip);
      throw badRequest('Current password is not correct', [{ path: '/CurrentPassword', message: 'Current password is not correct' }]);
    }
    const passwordHash = await hashPassword(input.NewPassword!);
    const epoch = await deps.db.transaction().execute((trx) => endSessions(trx, session.accountId, { passwordHash, how: 'changed by the login', address: request.ip }));
    return { status: 200, message: 'Password changed: other sessions have been signed out', tokenDetails: tokenDetails(deps, { ...account, session_epoch: epoch }, isRemembered(request, deps.signer)) };
  });

  await renewRoute(app, deps);

  app.post('/api/account/logout', async (request) => {
    const session = await deps.readSession(request);
    await endSessions(deps.db, session.accountId);
    return { status: 200, message: 'Signed out' };
  });
}
