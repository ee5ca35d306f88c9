// An employee record carries its own sign-in: the e-mail and password live in the account directory
// (the table read before the tenant is known), kept in step with the record inside the same write.
// The password is checked by the register rules (SPEC section 5), hashed, and never read back.
import type { Kysely } from 'kysely';
import type { EntityHooks, WriteContext } from '../../../engine/server/index.ts';
import type { Row } from '../../../engine/schema/index.ts';
import { normaliseEmail, passwordProblem, validateRegistration } from '../../shared/credentials.ts';
import { hashPassword } from '../auth/password.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { Database } from '../../generated/database.ts';

/** An employee's record and role as a request sees it; `auditor`: their role reads everything and writes nothing. */
export type ActiveEmployee = { id: number; roleId: number | null; auditor: boolean };

/** The employee behind a signed-in employee account, or null when deleted or deactivated. */
export async function activeEmployee(db: Kysely<Database>, tenantId: number, email: string): Promise<ActiveEmployee | null> {
  const row = await db
    .selectFrom('employee as e')
    .leftJoin('role as r', (join) => join.onRef('r.tenant_id', '=', 'e.tenant_id').onRef('r.Id', '=', 'e.RoleId'))
    .select(['e.Id', 'e.RoleId', 'e.Status', 'r.Auditor'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.Email', '=', email)
    .executeTakeFirst();
  if (!row || !isTrue(row.Status)) return null;
  return { id: Number(row.Id), roleId: row.RoleId === null ? null : Number(row.RoleId), auditor: isTrue(row.Auditor) };
}

/** SQLite keeps a boolean as 1 or 0, PostgreSQL as a boolean. */
const isTrue = (value: unknown): boolean => value === true || value === 1;

function checkCredentials(record: Row, creating: boolean): void {
  const email = normaliseEmail(String(record.Email ?? ''));
  const emailError = validateRegistration({ uname: email, password: 'x' }).uname;
  if (emailError) throw badRequest(emailError, [{ path: '/Email', message: emailError }]);
  record.Email = email;
  if (record.Password === undefined && !creating) return; // left out on an edit: keep the password
  const problem = passwordProblem(record.Password);
  if (problem) {
    const message = problem.startsWith('Password') ? problem : `Password ${problem}`;
    throw badRequest(message, [{ path: '/Password', message }]);
  }
}

async function emailTaken(trx: Kysely<Database>, email: string, except: number | null): Promise<boolean> {
  let query = trx.selectFrom('account').select('id').where('email', '=', email);
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

async function accountOf(trx: Kysely<Database>, tenantId: number, email: string): Promise<number | null> {
  const row = await trx
    .selectFrom('account')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .where('kind', '=', 'employee')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function syncAccount(ctx: WriteContext, record: Row, before: Row | null): Promise<void> {
  const { trx, tenantId } = ctx;
  const existing = before ? await accountOf(trx, tenantId, String(before.Email)) : null;
  if (await emailTaken(trx, String(record.Email), existing)) throw conflict('Email Must Be Unique');
  const active = record.Status !== false;
  if (record.Password !== undefined) record.Password = await hashPassword(String(record.Password));
  if (existing === null) {
    // An employee loaded from a business file (business-file/import-business.ts) has no login yet: the
    // file carries no passwords, so the first save that gives one creates it.
    if (record.Password === undefined) {
      if (!active) return;
      throw badRequest('Password is required: this employee has no login yet', [{ path: '/Password', message: 'Password is required: this employee has no login yet' }]);
    }
    await trx
      .insertInto('account')
      .values({ tenant_id: tenantId, email: record.Email, password_hash: record.Password, kind: 'employee', active, created_on: new Date().toISOString() })
      .execute();
    return;
  }
  // A new password, or the login switched off or on, ends the employee's sessions: a token from before
  // neither keeps working with the old password nor comes back to life when the login is switched on again.
  const endSessions = record.Password !== undefined || active !== (before!.Status !== false);
  await trx
    .updateTable('account')
    .set((eb) => ({
      email: record.Email,
      active,
      ...(record.Password !== undefined ? { password_hash: record.Password } : {}),
      ...(endSessions ? { session_epoch: eb(eb.fn.coalesce('session_epoch', eb.val(0)), '+', 1) } : {}),
    }))
    .where('id', '=', existing)
    .execute();
}

export const employeeAccountHooks: EntityHooks = {
  async beforeSave(ctx, record, before) {
    checkCredentials(record, before === null);
    await syncAccount(ctx, record, before);
  },
  async afterDelete(ctx, record) {
    await ctx.trx
      .deleteFrom('account')
      .where('tenant_id', '=', ctx.tenantId)
      .where('email', '=', String(record.Email))
      .where('kind', '=', 'employee')
      .execute();
  },
};
