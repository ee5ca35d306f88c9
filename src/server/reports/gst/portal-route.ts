// GET /api/reports/gstr1/portal-json?FromDate=&ToDate=&FirmId=: the firm's GSTR-1 for the period as
// the GST portal's JSON, for the same callers who may read the gstr1 report; /api/reports/gstr3b/portal-json
// likewise GSTR-3B's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Access, Caller, ReportContext } from '../../../../engine/server/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { gstr1PortalJson, returnPeriod } from './gstr1-portal.ts';
import { gstr3bPortalJson } from './gstr3b-portal.ts';
import { FIRM_PERIOD_PARAMETERS, firmPeriodOf, type FirmPeriod } from './firm-period.ts';

export type PortalRouteDeps = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
};

type PortalJson = (ctx: ReportContext, filters: FirmPeriod, firmGstin: string) => Promise<Record<string, unknown>>;

/** Each return's portal file, by the report whose readers may take it. */
const RETURNS: Array<[string, PortalJson]> = [
  ['gstr1', gstr1PortalJson],
  ['gstr3b', (ctx, filters, gstin) => gstr3bPortalJson(ctx, filters, gstin, returnPeriod(filters.ToDate))],
];

export async function gstr1PortalRoute(app: FastifyInstance, deps: PortalRouteDeps): Promise<void> {
  for (const [report, build] of RETURNS) portalRoute(app, deps, report, build);
}

function portalRoute(app: FastifyInstance, deps: PortalRouteDeps, report: string, build: PortalJson): void {
  app.get<{ Querystring: Record<string, string> }>(`/api/reports/${report}/portal-json`, { config: { query: FIRM_PERIOD_PARAMETERS } }, async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, report, 'read');
    const filters = firmPeriodOf(request.query);
    const firm = await deps.db.selectFrom('firm').select('GSTIN').where('tenant_id', '=', who.tenantId).where('Id', '=', filters.FirmId).executeTakeFirst();
    if (!firm) throw notFound('No such firm');
    if (!firm.GSTIN) throw badRequest('The firm has no GSTIN: a GST return needs one', [{ path: '/FirmId', message: 'The firm has no GSTIN' }]);
    return build({ db: deps.db, dialect: deps.dialect, tenantId: who.tenantId }, filters, String(firm.GSTIN));
  });
}
