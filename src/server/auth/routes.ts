// The spec's five /api/super calls (section 7): master and employee sign-in, their login data,
// and registration of a new master (which creates the business's books).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MenuPage } from '../../shared/menu-from-schemas.ts';
import { hasErrors, normaliseEmail, validateLogin, validateRegistration, type CredentialErrors } from '../../shared/credentials.ts';
import { isUniqueViolation, uniqueViolationTable } from '../db/errors.ts';
import { ApiError, badRequest, conflict, forbidden, type FieldError } from '../http/errors.ts';
import { textFields } from '../http/fields.ts';
import { createTenant } from '../tenancy/create-tenant.ts';
import { grantedMenu } from '../users/granted-menu.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';
import type { Session } from './session.ts';
import { AttemptThrottle, type ThrottlePolicy } from './attempt-throttle.ts';
import { signInFailed, signInSucceeded, signInWait } from './sign-in-throttle.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthDeps = {
  db: Kysely<any>;
  signer: TokenSigner;
  tokenLifetime: number;
  /** The idle limit of a sign-in with "Remember my preference" ticked (seconds). */
  rememberLifetime: number;
  /** Seconds a session lasts from its sign-in, however often it is renewed (SESSION_MAX_AGE). */
  sessionMaxAge: number;
  readSession: (request: FastifyRequest) => Promise<Session>;
  /** The menu derived from the loaded schemas: a new business's menu offers each page to grant. */
  menu: readonly MenuPage[];
  /** Sign-ups one address may make in a day before each further one waits; 0: no limit. */
  signupsPerAddress: number;
};

// The limit-th sign-up of the day from an address makes the next one wait 10 minutes, doubling to an hour.
const signupPolicy = (limit: number): ThrottlePolicy => ({ freeTries: limit - 1, firstDelayMs: 10 * 60_000, maxDelayMs: 60 * 60_000 });

/** "Try again in 8 seconds" / "in 3 minutes". */
export function tooMany(what: string, waitMs: number): ApiError {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new ApiError(429, `Too many ${what}. Try again in ${when}.`);
}

const CREDENTIALS = ['uname', 'password'] as const;

type SignedAccount = { id: unknown; tenant_id: unknown; kind: Session['kind']; email: string; session_epoch?: unknown };

/**
 * A session token for the account, with the spec's tokenDetails shape. A remembered sign-in (the
 * sign-in page's "Remember my preference") lives rememberLifetime, and says so in its claims so that
 * renewals (renew.ts) keep it. `signedInAt` (seconds) is when the person signed in: a renewal passes the
 * original one on, and no token outlives sessionMaxAge from it.
 */
export function tokenDetails(
  deps: Pick<AuthDeps, 'signer' | 'tokenLifetime' | 'rememberLifetime' | 'sessionMaxAge'>,
  account: SignedAccount,
  remember = false,
  signedInAt = Math.floor(Date.now() / 1000),
) {
  const claims = {
    sub: Number(account.id),
    tid: Number(account.tenant_id),
    kind: account.kind,
    email: account.email,
    ep: Number(account.session_epoch ?? 0),
    ...(remember ? { rm: 1 as const } : {}),
    auth_time: signedInAt,
  };
  const idle = remember ? deps.rememberLifetime : deps.tokenLifetime;
  const lifetime = Math.max(1, Math.min(idle, signedInAt + deps.sessionMaxAge - Math.floor(Date.now() / 1000)));
  return { idToken: deps.signer.sign(claims, lifetime), expiresIn: lifetime, userid: Number(account.id) };
}

/** The optional `remember` of a sign-in: true, "true", "1" or "on" (a ticked checkbox) asks for it. */
function remembered(request: FastifyRequest): boolean {
  const body = request.body as Record<string, unknown> | null;
  if (typeof body?.remember === 'boolean') return body.remember;
  const [value] = Object.values(textFields(request, ['remember'] as const));
  return value !== undefined && ['true', '1', 'on'].includes(value.trim().toLowerCase());
}

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const throttle = new AttemptThrottle(deps.db);

  const signIn = (kind: Session['kind']) => async (request: FastifyRequest) => {
    const input = textFields(request, CREDENTIALS);
    rejectInvalid(validateLogin(input));
    const email = normaliseEmail(input.uname!);
    // Who waits after a failure, and why never the e-mail alone: sign-in-throttle.ts.
    const wait = await signInWait(throttle, email, request.ip);
    if (wait > 0) throw tooMany('failed sign-ins', wait);

    const account = await deps.db
      .selectFrom('account')
      .select(['id', 'tenant_id', 'kind', 'email', 'password_hash', 'active', 'session_epoch'])
      .where('email', '=', email)
      .executeTakeFirst();
    const genuine = await verifyPassword(input.password!, account?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!account || !genuine || account.kind !== kind) {
      await signInFailed(throttle, email, request.ip);
      throw new ApiError(401, 'Incorrect Email Or Password');
    }
    if (!account.active) throw forbidden('This login has been deactivated. Ask the business owner to enable it.');
    await signInSucceeded(throttle, email, request.ip);

    return { status: 200, message: 'Login Successfully', type: kind, tokenDetails: tokenDetails(deps, account, remembered(request)) };
  };

  const loginData = (kind: Session['kind']) => async (request: FastifyRequest<{ Params: { userid: string } }>) => {
    const session = await deps.readSession(request);
    if (session.kind !== kind || String(session.accountId) !== request.params.userid) {
      throw forbidden('This login data belongs to another user');
    }
    // The master's menu is the fixed one; an employee's is what their role grants, active tabs only.
    const menu = session.employee ? await grantedMenu(deps.db, session.tenantId, session.employee.roleId, session.employee.auditor) : { tab: [], activity: [] };
    return { status: 200, message: 'Login data', data: { type: kind, email: session.email, ...menu } };
  };

  app.post('/api/super/superUserLogin', signIn('master'));
  app.post('/api/super/employeelogin', signIn('employee'));
  app.get('/api/super/superlogindata/:userid', loginData('master'));
  app.get('/api/super/emplogindata/:userid', loginData('employee'));

  app.post('/api/super/register', async (request) => {
    const input = textFields(request, CREDENTIALS);
    rejectInvalid(validateRegistration(input));
    // Each sign-up from an address counts (not only failed ones): a script making businesses by the
    // hundred waits, a shop's owner never notices.
    const signupKey = `sign-up-from:${request.ip}`;
    if (deps.signupsPerAddress > 0) {
      const wait = await throttle.retryAfter([signupKey]);
      if (wait > 0) throw tooMany('sign-ups from this address', wait);
    }
    const email = normaliseEmail(input.uname!);
    const taken = await deps.db.selectFrom('account').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw conflict('Email Must Be Unique');
    try {
      await createTenant(deps.db, { email, passwordHash: await hashPassword(input.password!), address: request.ip }, deps.menu);
    } catch (error) {
      // Lost a race with the same e-mail. Any other clash is the default menu's (two pages of one tab under one
      // title, from the schemas' menu blocks): a setup fault to name, not the e-mail's.
      if (uniqueViolationTable(error) === 'account') throw conflict('Email Must Be Unique');
      if (isUniqueViolation(error)) throw conflict(`The business could not be set up: two pages of its default menu share a title (${uniqueViolationTable(error) ?? 'menu'}); give each schema's menu block its own label`);
      throw error;
    }
    if (deps.signupsPerAddress > 0) await throttle.fail([{ key: signupKey, policy: signupPolicy(deps.signupsPerAddress) }]);
    return { status: 200, message: 'Account Create Successfully' };
  });
}

function rejectInvalid(errors: CredentialErrors): void {
  if (!hasErrors(errors)) return;
  const fields: FieldError[] = Object.entries(errors).map(([name, message]) => ({ path: `/${name}`, message: message! }));
  throw badRequest(fields[0].message, fields);
}
