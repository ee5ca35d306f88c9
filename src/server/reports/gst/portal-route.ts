// GET /api/reports/gstr1/portal-json?FromDate=&ToDate=&FirmId=: the firm's GSTR-1 for the period as
// the GST portal's JSON, for the same callers who may read the gstr1 report.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Access } from '../../../../engine/server/entity-routes.ts';
import type { Caller } from '../../../../engine/server/entity-store.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { createAjv, SchemaValidator } from '../../../../engine/schema/validator.ts';
import { gstr1PortalJson } from './gstr1-portal.ts';

export type PortalRouteDeps = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
};

const FILTERS = {
  type: 'object',
  properties: {
    FromDate: { type: 'string', format: 'date', title: 'From date' },
    ToDate: { type: 'string', format: 'date', title: 'To date' },
    FirmId: { type: 'integer', title: 'Firm' },
  },
  required: ['FromDate', 'ToDate', 'FirmId'],
} as const;

export async function gstr1PortalRoute(app: FastifyInstance, deps: PortalRouteDeps): Promise<void> {
  const validator = new SchemaValidator(createAjv({ coerceTypes: true }), FILTERS as any);
  app.get<{ Querystring: Record<string, string> }>('/api/reports/gstr1/portal-json', async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, 'gstr1', 'read');
    const checked = validator.check(request.query);
    if (!checked.ok) throw badRequest(checked.errors[0].message, checked.errors);
    const filters = checked.value as { FromDate: string; ToDate: string; FirmId: number };
    if (filters.FromDate > filters.ToDate) {
      throw badRequest('From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
    }
    const firm = await deps.db.selectFrom('firm').select('GSTIN').where('tenant_id', '=', who.tenantId).where('Id', '=', filters.FirmId).executeTakeFirst();
    if (!firm) throw notFound('No such firm');
    if (!firm.GSTIN) throw badRequest('The firm has no GSTIN: a GST return needs one', [{ path: '/FirmId', message: 'The firm has no GSTIN' }]);
    return gstr1PortalJson({ db: deps.db, dialect: deps.dialect, tenantId: who.tenantId }, filters, String(firm.GSTIN));
  });
}
