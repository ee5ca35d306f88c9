// The clearing date of one bank entry, read and recorded from the bank's statement:
//   GET /api/reports/bankreconciliation/clearing?LineId=  the entry (date, document, amount, cleared on)
//   PUT /api/reports/bankreconciliation/clearing          { LineId, ClearedOn } (ClearedOn null: not cleared)
// Whoever may read the bank reconciliation may record clearing dates: that is the page's work. The date is
// kept per journal line (a cheque is a line) by the line's key (bank-clearing-key.ts: document, ledger,
// amount and occurrence), so an edit of the voucher that leaves the cheque alone keeps it, and one that
// changes its amount makes it another cheque, not yet cleared.
import { recordEdit } from '../../audit/edit-log.ts';
import type { SignedInCaller } from '../../auth/permissions.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isRecordId, type Access, type Caller } from '../../../../engine/server/index.ts';
import { clearingOfLine, lineOccurrence } from '../../accounting/bank-clearing-key.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { bankLedger } from './bank-reconciliation.ts';
import { describeDocument } from './document-sources.ts';
import { refuseLockedClearing } from '../../periods/locked-clearing.ts';

export type ClearingRouteDeps = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
};

const PATH = '/api/reports/bankreconciliation/clearing';
const REPORT = 'bankreconciliation';

function lineIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (!isRecordId(text)) throw badRequest('LineId must be a bank entry id', [{ path: '/LineId', message: 'must be a bank entry id' }]);
  return Number(text);
}

function clearedOnOf(raw: unknown): string | null {
  if (raw === null) return null;
  const valid = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) === raw && raw >= '1900-01-01';
  if (!valid) throw badRequest('Cleared on must be a date (yyyy-mm-dd) or null', [{ path: '/ClearedOn', message: 'must be a date (yyyy-mm-dd) or null' }]);
  return raw;
}

export async function bankClearingRoute(app: FastifyInstance, deps: ClearingRouteDeps): Promise<void> {
  /** The tenant's journal line, on a bank ledger (404 for another tenant's or a missing one). */
  const entry = async (tenantId: number, lineId: number) => {
    // The line with its occurrence, computed over its document's lines on its ledger (the window's rows).
    const { rows } = await sql<Record<string, unknown>>`
      select j.id, j.doc_type, j.doc_id, j.ledger_id, j.firm_id, j.entry_date, j.debit, j.credit, j.occurrence, c.cleared_on
        from (select j.*, ${lineOccurrence} as occurrence
                from journal_line j
               where (j.tenant_id, j.doc_type, j.doc_id, j.ledger_id) in (select tenant_id, doc_type, doc_id, ledger_id from journal_line where tenant_id = ${tenantId} and id = ${lineId})) j
        left join bank_clearing c on ${clearingOfLine}
       where j.id = ${lineId}`.execute(deps.db);
    const line = rows[0];
    if (!line) throw notFound('No such bank entry');
    const ledger = await bankLedger({ db: deps.db, dialect: deps.dialect, tenantId }, Number(line.ledger_id));
    return { line, ledger };
  };
  const answer = ({ line, ledger }: Awaited<ReturnType<typeof entry>>) => ({
    LineId: Number(line.id),
    LedgerId: ledger.Id,
    LedgerName: ledger.LedgerName,
    Date: String(line.entry_date),
    VoucherType: describeDocument(String(line.doc_type)).label,
    Side: Number(line.debit) > 0 ? 'Deposit' : 'Payment',
    Amount: rupees(Number(line.debit) + Number(line.credit)),
    ClearedOn: line.cleared_on ? String(line.cleared_on).slice(0, 10) : null,
  });

  app.get<{ Querystring: Record<string, string> }>(PATH, { config: { query: ['LineId'] } }, async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, REPORT, 'read');
    return { status: 200, message: 'Data Fetched Successfully', data: answer(await entry(who.tenantId, lineIdOf(request.query.LineId))) };
  });

  app.put<{ Body: Record<string, unknown> }>(PATH, async (request) => {
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, REPORT, 'read');
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const lineId = lineIdOf(body.LineId);
    const clearedOn = clearedOnOf(body.ClearedOn ?? null);
    const found = await entry(who.tenantId, lineId);
    if (clearedOn !== null && clearedOn < String(found.line.entry_date)) {
      const message = `The bank cannot clear an entry before its date ${String(found.line.entry_date)}`;
      throw badRequest(message, [{ path: '/ClearedOn', message }]);
    }
    const { line } = found;
    await refuseLockedClearing(deps.db, who.tenantId, line.firm_id, [line.cleared_on, clearedOn]);
    const key = { tenant_id: who.tenantId, doc_type: String(line.doc_type), doc_id: Number(line.doc_id), ledger_id: Number(line.ledger_id), amount: Number(line.debit) - Number(line.credit), occurrence: Number(line.occurrence) };
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('bank_clearing')
        .where('tenant_id', '=', key.tenant_id)
        .where('doc_type', '=', key.doc_type)
        .where('doc_id', '=', key.doc_id)
        .where('ledger_id', '=', key.ledger_id)
        .where('amount', '=', key.amount)
        .where('occurrence', '=', key.occurrence)
        .execute();
      if (clearedOn !== null) await trx.insertInto('bank_clearing').values({ ...key, cleared_on: clearedOn }).execute();
      // The bank's date decides the reconciliation: its change is in the audit trail like any other.
      const cleared = { DocType: key.doc_type, DocId: key.doc_id, LedgerId: key.ledger_id, Amount: rupees(key.amount), LineId: lineId };
      const previous = found.line.cleared_on ? String(found.line.cleared_on).slice(0, 10) : null;
      const caller = who as SignedInCaller;
      await recordEdit(trx, { tenantId: who.tenantId, actor: who.actor, employeeId: caller.employee?.id ?? null, address: caller.address ?? null, entity: 'bank_clearing', recordId: lineId, action: 'update', before: { ...cleared, ClearedOn: previous }, after: { ...cleared, ClearedOn: clearedOn } });
    });
    return { status: 200, message: 'Data Saved Successfully', data: answer(await entry(who.tenantId, lineId)) };
  });
}
