// GET /api/audit/verify: the owner's check that the business's audit trail is whole (verify-trail.ts):
// { ok, entries, brokenAt, reason, head }. Owner only: it says whether anyone changed the books' history
// behind the application's back. Takes no query parameters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session.ts';
import { forbidden } from '../http/errors.ts';
import { verifyTrail } from './verify-trail.ts';

export type VerifyRouteDeps = { db: Kysely<any>; readSession(request: FastifyRequest): Promise<Session> };

export async function trailVerifyRoute(app: FastifyInstance, deps: VerifyRouteDeps): Promise<void> {
  app.get('/api/audit/verify', { config: { query: [] } }, async (request) => {
    const session = await deps.readSession(request);
    if (session.kind !== 'master') throw forbidden('Only the business owner can check the audit trail');
    const check = await verifyTrail(deps.db, session.tenantId);
    const message = check.ok ? `Audit trail intact: ${check.entries} entries` : `Audit trail broken at entry ${check.brokenAt}: ${check.reason}`;
    return { status: 200, message, data: check };
  });
}
