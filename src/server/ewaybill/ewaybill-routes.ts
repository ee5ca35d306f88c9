// The e-way bill portal's bulk-generation file for a saved bill or delivery challan, for whoever may read
// that document:
//   GET /api/ewaybill/{entity}/{id}         the file with the document's bill (400 naming each missing field,
//                                           or saying the consignment needs none: rule 138(1) CGST Rules)
//   GET /api/ewaybill/{entity}/{id}/check   { required, value, limit, problems }: whether the page offers it
//   GET /api/ewaybill/{entity}?FirmId=&FromDate=&ToDate=   (also /api/reports/ewaybill/{entity}: the register's download)
//                                           one file with every document of the period that needs an e-way
//                                           bill and has no number recorded yet (400 naming what stops any)
//   PUT /api/ewaybill/{entity}/{id}/number  { EwayBillNo, EwayBillDate }: the number the portal gave (null: none)
// The number may also be saved with the document on its form; this call writes those two fields alone, so
// it also serves a bill that can no longer be edited (registered on the IRP: the e-way bill is not part of
// what the IRP signed) and never touches the figures or the books.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isRecordId, type Access, type Caller } from '../../../engine/server/index.ts';
import { recordEdit } from '../audit/edit-log.ts';
import type { SignedInCaller } from '../auth/permissions.ts';
import { isSaneDate, type Registry } from '../../../engine/schema/index.ts';
import { rupees } from '../../../overrides/billing/exact.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { EWB_FORMAT_VERSION } from './ewaybill-codes.ts';
import { buildEwayBill, ewayBillFile, ewayBillProblems, type EwayBill, type Problem } from './ewaybill-json.ts';
import { consignmentOf, ewayBillKind, loadConsignment } from './load-consignment.ts';
import { FIRM_PERIOD_PARAMETERS, firmPeriodOf } from '../reports/gst/firm-period.ts';

export type EwayBillRouteDeps = {
  db: Kysely<any>;
  registry: Registry;
  authenticate(request: FastifyRequest): Promise<SignedInCaller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
};

const refused = (problems: Problem[]) =>
  badRequest(
    `The e-way bill cannot be made: ${problems.map((problem) => problem.message).join('; ')}`,
    problems.map((problem) => ({ path: `/${problem.field}`, message: problem.message })),
  );

export async function ewayBillRoutes(app: FastifyInstance, deps: EwayBillRouteDeps): Promise<void> {
  const hasField = (entity: string, field: string) => Boolean(deps.registry.get(entity)?.properties[field]);

  /** The caller, allowed to read this kind of document, and its description (404: no e-way bill for it). */
  const open = async (request: FastifyRequest, entity: string) => {
    const who = await deps.authenticate(request);
    const kind = ewayBillKind(entity, hasField);
    if (!kind) throw notFound(`No e-way bill is made for ${entity}`);
    await deps.authorize(request, who, entity, 'read');
    return { kind, who };
  };
  const idOf = (raw: string) => {
    if (!isRecordId(raw)) throw notFound('No such document');
    return Number(raw);
  };

  app.get<{ Params: { entity: string; id: string } }>('/api/ewaybill/:entity/:id/check', async (request) => {
    const { kind, who } = await open(request, request.params.entity);
    const loaded = await loadConsignment(deps.db, who.tenantId, kind, idOf(request.params.id));
    if (!loaded) throw notFound(`No such ${kind.title}`);
    const checked = ewayBillProblems(loaded.consignment);
    return {
      status: 200,
      message: checked.problems.length === 0 ? 'The e-way bill can be made' : 'The e-way bill cannot be made yet',
      data: { required: checked.required, value: rupees(checked.value), limit: checked.limit === null ? null : rupees(checked.limit), problems: checked.problems },
    };
  });

  app.get<{ Params: { entity: string; id: string } }>('/api/ewaybill/:entity/:id', async (request, reply) => {
    const { kind, who } = await open(request, request.params.entity);
    const loaded = await loadConsignment(deps.db, who.tenantId, kind, idOf(request.params.id));
    if (!loaded) throw notFound(`No such ${kind.title}`);
    const built = buildEwayBill(loaded.consignment);
    if (!built.bill) throw refused(built.problems);
    const name = `ewaybill_${loaded.consignment.number.replace(/[^A-Za-z0-9-]+/g, '-')}.json`;
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
    return ewayBillFile([built.bill], EWB_FORMAT_VERSION);
  });

  const periodFile = async (request: FastifyRequest<{ Params: { entity: string }; Querystring: Record<string, string> }>) => {
    const { kind, who } = await open(request, request.params.entity);
    const filters = firmPeriodOf(request.query);
    const docs = await deps.db
      .selectFrom(kind.entity)
      .selectAll()
      .where('tenant_id', '=', who.tenantId)
      .where('FirmId', '=', filters.FirmId)
      .where(kind.dateField, '>=', filters.FromDate)
      .where(kind.dateField, '<=', filters.ToDate)
      .orderBy(kind.dateField)
      .orderBy('Id')
      .execute();
    const bills: EwayBill[] = [];
    const problems: Problem[] = [];
    for (const doc of docs) {
      if (doc.EwayBillNo) continue;
      const built = buildEwayBill(await consignmentOf(deps.db, who.tenantId, kind, doc));
      if (!built.required) continue;
      if (built.bill) bills.push(built.bill);
      const number = String(doc[kind.prefixedField]);
      problems.push(...built.problems.map((problem) => ({ field: `${doc.Id}/${problem.field}`, message: `${number}: ${problem.message}` })));
    }
    if (problems.length > 0) throw refused(problems);
    if (bills.length === 0) throw badRequest('No document of the period needs an e-way bill without one recorded', [{ path: '/FromDate', message: 'No document of the period needs an e-way bill' }]);
    return ewayBillFile(bills, EWB_FORMAT_VERSION);
  };
  app.put<{ Params: { entity: string; id: string }; Body: unknown }>('/api/ewaybill/:entity/:id/number', async (request) => {
    const who = await deps.authenticate(request);
    const kind = ewayBillKind(request.params.entity, hasField);
    if (!kind) throw notFound(`No e-way bill is made for ${request.params.entity}`);
    await deps.authorize(request, who, kind.entity, 'write');
    const id = idOf(request.params.id);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const before = await deps.db.selectFrom(kind.entity).selectAll().where('tenant_id', '=', who.tenantId).where('Id', '=', id).executeTakeFirst();
    if (!before) throw notFound(`No such ${kind.title}`);
    const set = recordedNumber(body, String(before[kind.dateField] ?? '').slice(0, 10), kind.title);
    await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable(kind.entity)
        .set((eb) => ({ ...set, UpdatedBy: who.actor, UpdatedOn: new Date().toISOString(), RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', who.tenantId)
        .where('Id', '=', id)
        .where('RowVersion', '=', Number(before.RowVersion))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw badRequest('The document changed meanwhile: try again', [{ path: '/RowVersion', message: 'changed meanwhile' }]);
      const after = { ...before, ...set, RowVersion: Number(before.RowVersion) + 1 };
      await recordEdit(trx, { tenantId: who.tenantId, actor: who.actor, employeeId: who.employee?.id ?? null, address: who.address ?? null, entity: kind.entity, recordId: id, action: 'update', before, after });
    });
    return { status: 200, message: set.EwayBillNo ? 'e-Way Bill no. recorded' : 'e-Way Bill no. removed', data: { ...set, RowVersion: Number(before.RowVersion) + 1 } };
  });

  // Also under /api/reports/, where a register's page fetches the files it offers (x-report.downloads).
  for (const path of ['/api/ewaybill/:entity', '/api/reports/ewaybill/:entity']) app.get(path, { config: { query: FIRM_PERIOD_PARAMETERS } }, periodFile);
}

/** The number and date to record: 12 digits and a date not before the document's, or both null (none). */
function recordedNumber(body: Record<string, unknown>, documentDate: string, title: string): { EwayBillNo: string | null; EwayBillDate: string | null } {
  const refuse = (field: string, message: string) => badRequest(message, [{ path: `/${field}`, message }]);
  const number = body.EwayBillNo === null || body.EwayBillNo === '' ? null : body.EwayBillNo;
  if (number === null || number === undefined) return { EwayBillNo: null, EwayBillDate: null };
  if (typeof number !== 'string' || !/^[0-9]{12}$/.test(number)) throw refuse('EwayBillNo', "e-Way Bill no.: must be the portal's 12-digit number");
  const date = body.EwayBillDate;
  if (typeof date !== 'string' || !isSaneDate(date)) throw refuse('EwayBillDate', 'e-Way Bill date: must be a date (yyyy-mm-dd)');
  if (documentDate && date < documentDate) throw refuse('EwayBillDate', `e-Way Bill date: must not be before the ${title.toLowerCase()}'s date`);
  return { EwayBillNo: number, EwayBillDate: date };
}
