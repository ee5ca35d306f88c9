// The spec's five /api/super calls (section 7): master and employee sign-in, their login data,
// and registration of a new master (which creates the business's books).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReportRegistry } from '../../../engine/schema/report-schema.ts';
import { hasErrors, normaliseEmail, validateLogin, validateRegistration, type CredentialErrors } from '../../shared/credentials.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ApiError, badRequest, conflict, forbidden, type FieldError } from '../http/errors.ts';
import { textFields } from '../http/fields.ts';
import { createTenant } from '../tenancy/create-tenant.ts';
import { grantedMenu } from '../users/granted-menu.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';
import type { Session } from './session.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthDeps = {
  db: Kysely<any>;
  signer: TokenSigner;
  tokenLifetime: number;
  readSession: (request: FastifyRequest) => Promise<Session>;
  /** The loaded reports: a new business's menu offers each of them to grant. */
  reports: ReportRegistry;
};

const CREDENTIALS = ['uname', 'password'] as const;

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  // Per e-mail a handful of guesses; per address more, since an office shares one address.
  const byEmail = new SignInThrottle({ maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });
  const byAddress = new SignInThrottle({ maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });

  const signIn = (kind: Session['kind']) => async (request: FastifyRequest) => {
    const input = textFields(request, CREDENTIALS);
    rejectInvalid(validateLogin(input));
    const email = normaliseEmail(input.uname!);
    const wait = Math.max(byEmail.retryAfter([email]), byAddress.retryAfter([request.ip]));
    if (wait > 0) throw new ApiError(429, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60_000)} minutes.`);

    const account = await deps.db
      .selectFrom('account')
      .select(['id', 'tenant_id', 'kind', 'email', 'password_hash', 'active'])
      .where('email', '=', email)
      .executeTakeFirst();
    const genuine = await verifyPassword(input.password!, account?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!account || !genuine || account.kind !== kind) {
      byEmail.fail([email]);
      byAddress.fail([request.ip]);
      throw new ApiError(401, 'Incorrect Email Or Password');
    }
    if (!account.active) throw forbidden('This login has been deactivated. Ask the business owner to enable it.');
    byEmail.succeed([email]);

    const idToken = deps.signer.sign(
      { sub: Number(account.id), tid: Number(account.tenant_id), kind, email: account.email },
      deps.tokenLifetime,
    );
    return {
      status: 200,
      message: 'Login Successfully',
      type: kind,
      tokenDetails: { idToken, expiresIn: deps.tokenLifetime, userid: Number(account.id) },
    };
  };

  const loginData = (kind: Session['kind']) => async (request: FastifyRequest<{ Params: { userid: string } }>) => {
    const session = await deps.readSession(request);
    if (session.kind !== kind || String(session.accountId) !== request.params.userid) {
      throw forbidden('This login data belongs to another user');
    }
    // The master's menu is the fixed one; an employee's is what their role grants, active tabs only.
    const menu = session.employee ? await grantedMenu(deps.db, session.tenantId, session.employee.roleId) : { tab: [], activity: [] };
    return { status: 200, message: 'Login data', data: { type: kind, email: session.email, ...menu } };
  };

  app.post('/api/super/superUserLogin', signIn('master'));
  app.post('/api/super/employeelogin', signIn('employee'));
  app.get('/api/super/superlogindata/:userid', loginData('master'));
  app.get('/api/super/emplogindata/:userid', loginData('employee'));

  app.post('/api/super/register', async (request) => {
    const input = textFields(request, CREDENTIALS);
    rejectInvalid(validateRegistration(input));
    const email = normaliseEmail(input.uname!);
    const taken = await deps.db.selectFrom('account').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw conflict('Email Must Be Unique');
    try {
      await createTenant(deps.db, { email, passwordHash: await hashPassword(input.password!) }, deps.reports);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Email Must Be Unique'); // lost a race with the same e-mail
      throw error;
    }
    return { status: 200, message: 'Account Create Successfully' };
  });
}

function rejectInvalid(errors: CredentialErrors): void {
  if (!hasErrors(errors)) return;
  const fields: FieldError[] = Object.entries(errors).map(([name, message]) => ({ path: `/${name}`, message: message! }));
  throw badRequest(fields[0].message, fields);
}
