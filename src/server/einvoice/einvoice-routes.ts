// The e-invoice API:
//   GET  /api/einvoice/{entity}/{id}                  one document's e-invoice JSON, as the IRP's bulk tool
//                                                     takes it (a list of one); 400 listing every failure
//   GET  /api/einvoice?FirmId=&FromDate=&ToDate=      the period's documents that need an IRN, in one file
//   GET  /api/reports/gstr1/einvoice-json?...         the same, offered on the GSTR-1 page
//   POST /api/einvoice/{entity}/{id}/irn {Answer}     records the IRP's answer (IRN, ack. no. and date, QR)
//   POST /api/einvoice/{entity}/{id}/cancel {CnlRsn, CnlRem}  the cancellation JSON, recorded on the document
// Only a firm marked TurnoverAbove5Cr is offered e-invoices: e-invoicing applies to a registered person
// whose aggregate turnover in any financial year since 2017-18 exceeded ₹5 crore, from 1 August 2023
// (Notification 10/2023-Central Tax, amending Notification 13/2020-Central Tax). Bahi keeps one flag for
// it (the same one that asks for 6-digit HSN codes), so a firm that is not marked is refused with the reason.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { recordEdit } from '../audit/edit-log.ts';
import { authorize, type SignedInCaller } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { signedInCaller } from '../entities.ts';
import { badRequest, notFound, type FieldError } from '../http/errors.ts';
import { cancellationOf, type CancelReason } from './irn-cancel.ts';
import { einvoiceErrors } from './einvoice-checks.ts';
import { buildEinvoice, type EinvoiceJson } from './einvoice-json.ts';
import { einvoiceKinds, einvoiceTypeOf, loadEinvoiceDocument, type LoadedDocument } from './einvoice-source.ts';
import { readIrpAnswer } from './irp-answer.ts';
import { FIRM_PERIOD_PARAMETERS, firmPeriodOf } from '../reports/gst/firm-period.ts';
import { isRecordId } from '../../../engine/server/index.ts';

export type EinvoiceDeps = { db: Kysely<any>; registry: Registry; readSession(request: FastifyRequest): Promise<Session> };

/** India's time now, as the IRP writes it (yyyy-mm-dd hh:mm:ss). */
export const nowInIndia = (now = Date.now()) => new Date(now + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

function requireTurnover(firm: Row): void {
  if (firm.TurnoverAbove5Cr === true) return;
  const message = `e-Invoicing applies to a firm whose aggregate turnover exceeded ₹5 crore (Notification 10/2023-Central Tax, from 1 August 2023): ${String(firm.FirmName)} is not marked "Aggregate turnover above ₹5 crore"`;
  throw badRequest(message, [{ path: '/FirmId', message }]);
}

function kindOf(registry: Registry, entity: string): DocumentKind {
  const kind = documents().get(entity);
  if (!kind || !registry.has(entity) || einvoiceTypeOf(kind) === null) throw notFound(`No e-invoice for "${entity}": only sales bills, sales returns and credit and debit notes get one`);
  return kind;
}

function parseId(id: string): number {
  if (!isRecordId(id)) throw notFound('No such document');
  return Number(id);
}

/** The document's e-invoice and its failures, each failure's message led by the document's number. */
function checked(loaded: LoadedDocument): { json: EinvoiceJson; errors: FieldError[] } {
  const json = buildEinvoice(loaded.source);
  return { json, errors: einvoiceErrors(json, { today: todayInIndia() }) };
}

export async function einvoiceRoutes(app: FastifyInstance, deps: EinvoiceDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);

  app.get<{ Params: { entity: string; id: string } }>('/api/einvoice/:entity/:id', async (request) => {
    const caller = await authenticate(request);
    const kind = kindOf(deps.registry, request.params.entity);
    await authorize(request, caller, kind.entity, 'read');
    const loaded = await loadEinvoiceDocument(deps.db, deps.registry, caller.tenantId, kind, parseId(request.params.id));
    requireTurnover(loaded.firm);
    const { json, errors } = checked(loaded);
    if (errors.length > 0) throw badRequest(`${loaded.source.number} fails the IRP's checks: ${errors.map((error) => error.message).join('; ')}`, errors);
    return [json];
  });

  const period = (report: string | null) => async (request: FastifyRequest) => {
    const caller = await authenticate(request);
    if (report) await authorize(request, caller, report, 'read');
    const filters = firmPeriodOf(request.query);
    const firm = await deps.db.selectFrom('firm').selectAll().where('tenant_id', '=', caller.tenantId).where('Id', '=', filters.FirmId).executeTakeFirst();
    if (!firm) throw notFound('No such firm');
    requireTurnover({ ...firm, TurnoverAbove5Cr: firm.TurnoverAbove5Cr === true || firm.TurnoverAbove5Cr === 1 });
    const files: EinvoiceJson[] = [];
    const failures: FieldError[] = [];
    for (const kind of einvoiceKinds(deps.registry)) {
      if (!report) await authorize(request, caller, kind.entity, 'read');
      // The documents that still need an IRN: e-invoicing is for B2B supplies and exports (a bill without
      // the buyer's GSTIN is B2C, reported in GSTR-1 and given no IRN), and one already registered is left out.
      const rows = await deps.db
        .selectFrom(kind.entity)
        .select('Id')
        .where('tenant_id', '=', caller.tenantId)
        .where('FirmId', '=', filters.FirmId)
        .where(kind.dateField, '>=', filters.FromDate)
        .where(kind.dateField, '<=', filters.ToDate)
        .where((eb) => eb.or([eb('Irn', 'is', null), eb('Irn', '=', '')]))
        .orderBy(kind.dateField)
        .orderBy('Id')
        .execute();
      for (const row of rows) {
        const loaded = await loadEinvoiceDocument(deps.db, deps.registry, caller.tenantId, kind, Number(row.Id));
        const exported = loaded.source.supply.startsWith('Export');
        if (!exported && !loaded.source.buyer.gstin) continue;
        const { json, errors } = checked(loaded);
        if (errors.length === 0) files.push(json);
        else failures.push(...errors.map((error) => ({ path: `/${kind.entity}/${String(row.Id)}${error.path}`, message: `${loaded.source.number}: ${error.message}` })));
      }
    }
    if (failures.length > 0) {
      const documentsFailing = new Set(failures.map((failure) => failure.message.split(':')[0])).size;
      throw badRequest(`${documentsFailing} document${documentsFailing === 1 ? '' : 's'} fail${documentsFailing === 1 ? 's' : ''} the IRP's checks: ${failures.map((failure) => failure.message).join('; ')}`, failures);
    }
    if (files.length === 0) throw badRequest('No document of the period needs an e-invoice (B2B and export documents without an IRN)', [{ path: '/FromDate', message: 'No document of the period needs an e-invoice' }]);
    return files;
  };
  app.get('/api/einvoice', { config: { query: FIRM_PERIOD_PARAMETERS } }, period(null));
  app.get('/api/reports/gstr1/einvoice-json', { config: { query: FIRM_PERIOD_PARAMETERS } }, period('gstr1'));

  /** Loads the document for a change of its IRN fields, and writes them with the edit log. */
  async function change(request: FastifyRequest<{ Params: { entity: string; id: string } }>, apply: (loaded: LoadedDocument) => Row): Promise<{ loaded: LoadedDocument; set: Row }> {
    const caller = (await authenticate(request)) as SignedInCaller;
    const kind = kindOf(deps.registry, request.params.entity);
    await authorize(request, caller, kind.entity, 'write');
    const loaded = await loadEinvoiceDocument(deps.db, deps.registry, caller.tenantId, kind, parseId(request.params.id));
    const set = apply(loaded);
    await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable(kind.entity)
        .set((eb) => ({ ...set, UpdatedBy: caller.actor, UpdatedOn: new Date().toISOString(), RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', caller.tenantId)
        .where('Id', '=', Number(loaded.record.Id))
        .where('RowVersion', '=', Number(loaded.record.RowVersion))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw badRequest('The document changed meanwhile: try again', [{ path: '/RowVersion', message: 'changed meanwhile' }]);
      await recordEdit(trx, {
        tenantId: caller.tenantId,
        actor: caller.actor,
        employeeId: caller.employee?.id ?? null,
        address: caller.address ?? null,
        entity: kind.entity,
        recordId: Number(loaded.record.Id),
        action: 'update',
        before: loaded.record,
        after: { ...loaded.record, ...set, RowVersion: Number(loaded.record.RowVersion) + 1 },
      });
    });
    return { loaded, set };
  }

  app.post<{ Params: { entity: string; id: string }; Body: { Answer?: unknown } }>('/api/einvoice/:entity/:id/irn', async (request) => {
    const { set } = await change(request, (loaded) => {
      requireTurnover(loaded.firm);
      if (loaded.record.Irn && !loaded.record.IrnCancelDate) {
        const message = `${loaded.source.number} already has IRN ${String(loaded.record.Irn)} (ack. no. ${String(loaded.record.AckNo)})`;
        throw badRequest(message, [{ path: '/Answer', message }]);
      }
      if (loaded.record.IrnCancelDate) {
        const message = `${loaded.source.number} had its IRN cancelled: the IRP registers a document number once, so raise a new document`;
        throw badRequest(message, [{ path: '/Answer', message }]);
      }
      const body = request.body;
      const text = typeof body?.Answer === 'string' ? body.Answer : body?.Answer && typeof body.Answer === 'object' ? JSON.stringify(body.Answer) : '';
      const answer = readIrpAnswer(text, { number: loaded.source.number, docType: loaded.source.docType, sellerGstin: String(loaded.firm.GSTIN ?? '') });
      return { Irn: answer.Irn, AckNo: answer.AckNo, AckDate: answer.AckDate, SignedQRCode: answer.SignedQRCode };
    });
    return { status: 200, message: 'IRN recorded', data: { Irn: set.Irn, AckNo: set.AckNo, AckDate: set.AckDate } };
  });

  app.post<{ Params: { entity: string; id: string }; Body: { CnlRsn?: unknown; CnlRem?: unknown } }>('/api/einvoice/:entity/:id/cancel', async (request) => {
    let cancellation: { Irn: string; CnlRsn: string; CnlRem: string } | null = null;
    await change(request, (loaded) => {
      const result = cancellationOf(loaded.record, loaded.source.number, request.body?.CnlRsn as CancelReason, request.body?.CnlRem, Date.now());
      cancellation = result.json;
      return { IrnCancelDate: nowInIndia(), IrnCancelReason: result.reason };
    });
    return { status: 200, message: 'IRN cancellation recorded', data: cancellation };
  });
}
