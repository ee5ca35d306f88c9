// The GSTR-2B statements of a firm:
//   POST /api/gstr2b                    upload a month's GSTR-2B as the portal gives it: multipart (FirmId and
//                                       the file as File) or JSON { FirmId, File: <the portal's JSON>, FileName? }
//   GET  /api/gstr2b?FirmId=            the months on file (period, generation date, documents, who uploaded)
// Whoever may read the GSTR-2B reconciliation may upload its statement: that is the page's work (as the
// bank reconciliation's readers record clearing dates). The reconciliation itself is the report
// GET /api/reports/gstr2breconciliation?FirmId=&Period=MMYYYY&Tolerance=.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isRecordId, type Access, type Caller } from '../../../../../engine/server/index.ts';
import type { SignedInCaller } from '../../../auth/permissions.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { readStatement, StatementProblems } from './gstr2b-file.ts';
import { saveStatement, statementsOf } from './statement-store.ts';

export type Gstr2bRouteDeps = {
  db: Kysely<any>;
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
};

export const RECONCILIATION_REPORT = 'gstr2breconciliation';

type Part = { type?: string; value?: unknown; filename?: string; toBuffer?: () => Promise<Buffer> };

function firmIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!isRecordId(text)) throw badRequest('FirmId must be the id of a firm', [{ path: '/FirmId', message: 'must be the id of a firm' }]);
  return Number(text);
}

/** FirmId, the statement's JSON and the file's name, from a multipart form or a JSON body. */
async function uploaded(request: FastifyRequest): Promise<{ firmId: number; file: unknown; fileName: string | null }> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send FirmId and the GSTR-2B file', [{ path: '/File', message: 'is required' }]);
  const fields = body as Record<string, unknown>;
  if (!request.isMultipart()) {
    if (fields.File === undefined) throw badRequest('File is required: the GSTR-2B JSON downloaded from the GST portal', [{ path: '/File', message: 'is required' }]);
    return { firmId: firmIdOf(fields.FirmId), file: fields.File, fileName: typeof fields.FileName === 'string' ? fields.FileName.slice(0, 200) : null };
  }
  const firmPart = fields.FirmId as Part | undefined;
  const filePart = fields.File as Part | undefined;
  if (Array.isArray(firmPart) || Array.isArray(filePart)) throw badRequest('Send one firm and one file');
  const firmId = firmIdOf(firmPart?.type === 'field' ? firmPart.value : undefined);
  if (!filePart || filePart.type !== 'file' || !filePart.toBuffer) throw badRequest('File is required: the GSTR-2B JSON downloaded from the GST portal', [{ path: '/File', message: 'is required' }]);
  const text = (await filePart.toBuffer()).toString('utf8').replace(/^\uFEFF/, '');
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw badRequest('The file is not JSON: upload the GSTR-2B JSON downloaded from the GST portal (not the Excel file)', [{ path: '/File', message: 'is not JSON' }]);
  }
  return { firmId, file, fileName: filePart.filename ? String(filePart.filename).slice(0, 200) : null };
}

export async function gstr2bRoutes(app: FastifyInstance, deps: Gstr2bRouteDeps): Promise<void> {
  const firmOf = async (tenantId: number, firmId: number) => {
    const firm = await deps.db.selectFrom('firm').select(['Id', 'FirmName', 'GSTIN']).where('tenant_id', '=', tenantId).where('Id', '=', firmId).executeTakeFirst();
    if (!firm) throw notFound('No such firm');
    return firm;
  };

  app.post('/api/gstr2b', { bodyLimit: 20 * 1024 * 1024 }, async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, RECONCILIATION_REPORT, 'read');
    const { firmId, file, fileName } = await uploaded(request);
    const firm = await firmOf(who.tenantId, firmId);
    const firmGstin = String(firm.GSTIN ?? '').trim().toUpperCase();
    if (!firmGstin) throw badRequest(`${firm.FirmName} has no GSTIN: a GSTR-2B belongs to a registered firm`, [{ path: '/FirmId', message: 'The firm has no GSTIN' }]);
    let statement;
    try {
      statement = readStatement(file);
    } catch (error) {
      if (error instanceof StatementProblems) throw new ApiError(400, `The GSTR-2B file is not valid: ${error.message}`, error.errors);
      throw error;
    }
    if (statement.gstin !== firmGstin) {
      const message = `This GSTR-2B is for GSTIN ${statement.gstin}, not for ${firm.FirmName} (${firmGstin}): choose the firm it belongs to`;
      throw badRequest(message, [{ path: 'data.gstin', message }]);
    }
    const caller = who as SignedInCaller;
    const saved = await saveStatement(deps.db, { tenantId: who.tenantId, actor: who.actor, employeeId: caller.employee?.id ?? null, address: caller.address ?? null }, firmId, statement, fileName);
    const leftOut = Object.entries(statement.leftOut).filter(([, count]) => count > 0);
    return {
      status: 200,
      message: `GSTR-2B of ${statement.period.slice(0, 2)}-${statement.period.slice(2)} saved: ${saved.DocumentCount} document${saved.DocumentCount === 1 ? '' : 's'}`,
      data: { ...saved, LeftOut: Object.fromEntries(leftOut) },
    };
  });

  app.get<{ Querystring: Record<string, string> }>('/api/gstr2b', { config: { query: ['FirmId'] } }, async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, RECONCILIATION_REPORT, 'read');
    const firmId = firmIdOf(request.query.FirmId);
    await firmOf(who.tenantId, firmId);
    return { status: 200, message: 'Data Fetched Successfully', data: await statementsOf(deps.db, who.tenantId, firmId) };
  });
}
