// Who is calling: the token comes from the `auth` query parameter (the spec's standard client) or the
// Authorization header (its multipart calls), is verified, and its account (and, for an employee,
// their employee record) must still be active.
// The tenant is taken from the verified token, never from the request. It is read once per request, by
// the hook that checks the sign-in before the body is read (sign-in-first.ts), and kept for the handler.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { unauthorized } from '../http/errors.ts';
import { activeEmployee, type ActiveEmployee } from '../users/employee-account.ts';
import { beingLoaded, stillLoading } from '../business-file/loading.ts';
import type { TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route works while its business is being loaded from a file (the load itself). */
    duringLoad?: boolean;
  }
}

export type Session = {
  accountId: number;
  tenantId: number;
  kind: 'master' | 'employee';
  email: string;
  /** For an employee: their employee record and its role (null when none is set). */
  employee?: ActiveEmployee;
};

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.auth === 'string' && query.auth ? query.auth : null;
}

/** maxAgeSeconds: SESSION_MAX_AGE, how long a session lasts from its sign-in however often it is renewed. */
export function sessionReader(db: Kysely<any>, signer: TokenSigner, maxAgeSeconds: number) {
  const kept = new WeakMap<FastifyRequest, Session>();
  return async function readSession(request: FastifyRequest): Promise<Session> {
    let session = kept.get(request);
    if (!session) {
      session = await verifiedSession(db, signer, maxAgeSeconds, request);
      kept.set(request, session);
    }
    return session;
  };
}

async function verifiedSession(db: Kysely<any>, signer: TokenSigner, maxAgeSeconds: number, request: FastifyRequest): Promise<Session> {
  const token = tokenFrom(request);
  const claims = token ? signer.verify(token) : null;
  if (!claims) throw unauthorized();
  if (claims.auth_time !== undefined && Date.now() >= (claims.auth_time + maxAgeSeconds) * 1000) throw tooOld(maxAgeSeconds);
  const account = await db
    .selectFrom('account')
    .innerJoin('tenant', 'tenant.id', 'account.tenant_id')
    .select(['account.id', 'account.tenant_id', 'account.kind', 'account.email', 'account.active', 'account.session_epoch', 'tenant.loading_since'])
    .where('account.id', '=', claims.sub)
    .executeTakeFirst();
  if (!account || !account.active || Number(account.tenant_id) !== claims.tid) throw inactive();
  if (stillLoading(account.loading_since) && !request.routeOptions.config.duringLoad) throw beingLoaded();
  // A token from before the login's sessions were ended (password changed, signed out) is refused.
  if ((claims.ep ?? 0) !== Number(account.session_epoch ?? 0)) throw ended();
  const session: Session = { accountId: Number(account.id), tenantId: Number(account.tenant_id), kind: account.kind, email: account.email };
  if (account.kind !== 'employee') return session;
  // Read afresh on every request: a deactivated employee's token stops working at once.
  const employee = await activeEmployee(db, session.tenantId, session.email);
  if (!employee) throw inactive();
  return { ...session, employee };
}

const inactive = () => unauthorized('Sign in again: this login is no longer active');
const tooOld = (maxAgeSeconds: number) => unauthorized(`Sign in again: a session lasts at most ${span(maxAgeSeconds)} from its sign-in`);
const ended = () => unauthorized('Sign in again: this session has ended (signed out, or the password was changed)');

/** "30 days", "12 hours", "20 seconds": the largest whole unit. */
function span(seconds: number): string {
  const [count, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
