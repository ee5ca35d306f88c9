// The auditor's view of the edit log (Companies (Accounts) Rules 2014, rule 3(1) proviso: the audit
// trail of every change; Companies (Audit and Auditors) Rules 2014, rule 11(g): the auditor reports on it):
//   GET /api/audit/trail?FromDate=&ToDate=&Actor=&Entity=&RecordId=&Action=&Page=&PerPage=
//       {rows, total}: a page of entries, newest first (trail-query.ts)
//   GET /api/audit/trail/export?format=csv|xlsx&(the same filters)
//       the filtered trail as a file (trail-export.ts)
// The caller's business only. Read by the owner and by auditors (a role with Auditor ticked); another
// employee only if the owner granted their role the Audit trail page itself (users/access-rules.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { badRequest } from '../http/errors.ts';
import { AUDIT_TRAIL } from '../users/access-rules.ts';
import { exportTrail } from './trail-export.ts';
import { pageOf, TRAIL_FILTERS, trailFilterOf } from './trail-filter.ts';
import { trailCount, trailEntries } from './trail-query.ts';

export type TrailRouteDeps = { db: Kysely<any>; registry: Registry; readSession: (request: FastifyRequest) => Promise<Session> };

type Query = { Querystring: Record<string, string> };

export async function auditTrailRoutes(app: FastifyInstance, deps: TrailRouteDeps): Promise<void> {
  const reader = async (request: FastifyRequest) => {
    const session = await deps.readSession(request);
    const caller = { tenantId: session.tenantId, actor: session.email, kind: session.kind, employee: session.employee };
    await authorize(request, caller, AUDIT_TRAIL, 'read');
    return caller;
  };

  app.get<Query>('/api/audit/trail', { config: { query: [...TRAIL_FILTERS, 'Page', 'PerPage'] } }, async (request) => {
    const caller = await reader(request);
    const filter = trailFilterOf(request.query);
    const { page, perPage } = pageOf(request.query);
    const [rows, total] = await Promise.all([
      trailEntries(deps.db, deps.registry, caller.tenantId, filter, { limit: perPage, offset: (page - 1) * perPage }),
      trailCount(deps.db, caller.tenantId, filter),
    ]);
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total } };
  });

  app.get<Query>('/api/audit/trail/export', { config: { query: [...TRAIL_FILTERS, 'format'] } }, async (request, reply) => {
    const caller = await reader(request);
    const filter = trailFilterOf(request.query);
    const format = request.query.format;
    if (format !== 'csv' && format !== 'xlsx') throw badRequest('format must be csv or xlsx', [{ path: '/format', message: 'must be csv or xlsx' }]);
    const notes = TRAIL_FILTERS.filter((name) => request.query[name]).map((name) => `${name}: ${request.query[name]}`);
    const file = await exportTrail(deps.db, deps.registry, caller.tenantId, filter, format, notes);
    reply.header('Content-Type', file.type);
    reply.header('Content-Disposition', `attachment; filename="${file.name}"`);
    return reply.send(typeof file.content === 'string' ? file.content : Buffer.from(file.content));
  });
}
