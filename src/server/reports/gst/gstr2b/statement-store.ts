// The uploaded GSTR-2B statements, kept per tenant, firm and month (schemas/gst/gstr2bupload.json and its
// lines gstr2bdocument.json): a new upload of the same month replaces the earlier one, header and
// documents, in one transaction, and the edit log records who uploaded which month (the header only: the
// documents are the portal's, not the books').
import type { Kysely } from 'kysely';
import { recordEdit } from '../../../audit/edit-log.ts';
import type { Statement, StatementDocument } from './gstr2b-file.ts';
import type { DocType, TwoBDocument } from './matcher.ts';

const HEADER = 'gstr2bupload';
const LINES = 'gstr2bdocument';
/** Rows per insert: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters (about 25 a row). */
const CHUNK = 500;

export type Uploader = { tenantId: number; actor: string; employeeId: number | null; address?: string | null };

export type StoredHeader = { Id: number; FirmId: number; Period: string; GSTIN: string; GeneratedOn: string | null; FileName: string | null; DocumentCount: number; UploadedBy: string; UploadedOn: string };

const lineRow = (tenantId: number, uploadId: number, document: StatementDocument, index: number) => ({
  tenant_id: tenantId,
  UploadId: uploadId,
  LineNo: index + 1,
  Section: document.section,
  SupplierGSTIN: document.supplierGSTIN,
  SupplierName: document.supplierName,
  SupplierPeriod: document.supplierPeriod,
  SupplierFiledOn: document.supplierFiledOn,
  DocType: document.docType,
  DocNo: document.number,
  DocDate: document.date,
  OriginalDocNo: document.originalNumber,
  OriginalDocDate: document.originalDate,
  DocValue: document.value,
  PlaceOfSupply: document.placeOfSupply,
  ReverseCharge: document.reverseCharge,
  ItcAvailable: document.itcAvailable,
  ItcReason: document.itcReason,
  Taxable: document.taxable,
  IGST: document.igst,
  CGST: document.cgst,
  SGST: document.sgst,
  Cess: document.cess,
});

const headerOf = (row: any): StoredHeader => ({
  Id: Number(row.Id),
  FirmId: Number(row.FirmId),
  Period: String(row.Period),
  GSTIN: String(row.GSTIN),
  GeneratedOn: row.GeneratedOn ? String(row.GeneratedOn).slice(0, 10) : null,
  FileName: row.FileName ?? null,
  DocumentCount: Number(row.DocumentCount ?? 0),
  UploadedBy: String(row.UpdatedBy ?? row.CreatedBy ?? ''),
  UploadedOn: String(row.UpdatedOn ?? row.CreatedOn ?? ''),
});

/** Keeps the statement as the firm's for its month, replacing an earlier upload of that month. */
export async function saveStatement(db: Kysely<any>, who: Uploader, firmId: number, statement: Statement, fileName: string | null): Promise<StoredHeader> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom(HEADER).selectAll().where('tenant_id', '=', who.tenantId).where('FirmId', '=', firmId).where('Period', '=', statement.period).executeTakeFirst();
    if (before) {
      await trx.deleteFrom(LINES).where('tenant_id', '=', who.tenantId).where('UploadId', '=', before.Id).execute();
      await trx.deleteFrom(HEADER).where('tenant_id', '=', who.tenantId).where('Id', '=', before.Id).execute();
    }
    const now = new Date().toISOString();
    const header = await trx
      .insertInto(HEADER)
      .values({
        tenant_id: who.tenantId,
        FirmId: firmId,
        Period: statement.period,
        GSTIN: statement.gstin,
        GeneratedOn: statement.generatedOn,
        Version: statement.version,
        FileName: fileName,
        DocumentCount: statement.documents.length,
        CreatedBy: before?.CreatedBy ?? who.actor,
        CreatedOn: before?.CreatedOn ?? now,
        UpdatedBy: who.actor,
        UpdatedOn: now,
        RowVersion: Number(before?.RowVersion ?? 0) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const rows = statement.documents.map((document, index) => lineRow(who.tenantId, Number(header.Id), document, index));
    for (let start = 0; start < rows.length; start += CHUNK) await trx.insertInto(LINES).values(rows.slice(start, start + CHUNK)).execute();
    const saved = headerOf(header);
    await recordEdit(trx, { tenantId: who.tenantId, actor: who.actor, employeeId: who.employeeId, address: who.address ?? null, entity: HEADER, recordId: saved.Id, action: before ? 'update' : 'create', before: before ? headerOf(before) : undefined, after: saved });
    return saved;
  });
}

/** The firm's statements on file, latest month first. */
export async function statementsOf(db: Kysely<any>, tenantId: number, firmId: number): Promise<StoredHeader[]> {
  const rows = await db.selectFrom(HEADER).selectAll().where('tenant_id', '=', tenantId).where('FirmId', '=', firmId).execute();
  const monthKey = (period: string) => `${period.slice(2)}${period.slice(0, 2)}`;
  return rows.map(headerOf).sort((a, b) => monthKey(b.Period).localeCompare(monthKey(a.Period)));
}

/** The stored month's header and documents, or null when none was uploaded. */
export async function storedStatement(db: Kysely<any>, tenantId: number, firmId: number, period: string): Promise<{ header: StoredHeader; documents: TwoBDocument[] } | null> {
  const header = await db.selectFrom(HEADER).selectAll().where('tenant_id', '=', tenantId).where('FirmId', '=', firmId).where('Period', '=', period).executeTakeFirst();
  if (!header) return null;
  const lines = await db.selectFrom(LINES).selectAll().where('tenant_id', '=', tenantId).where('UploadId', '=', header.Id).orderBy('LineNo').execute();
  const documents = lines.map((line: any) => ({
    section: String(line.Section),
    supplierGSTIN: String(line.SupplierGSTIN),
    supplierName: String(line.SupplierName ?? ''),
    docType: String(line.DocType) as DocType,
    number: String(line.DocNo),
    date: String(line.DocDate).slice(0, 10),
    originalNumber: line.OriginalDocNo ?? null,
    itcAvailable: line.ItcAvailable ?? null,
    itcReason: line.ItcReason ?? null,
    taxable: Number(line.Taxable ?? 0),
    igst: Number(line.IGST ?? 0),
    cgst: Number(line.CGST ?? 0),
    sgst: Number(line.SGST ?? 0),
    cess: Number(line.Cess ?? 0),
  }));
  return { header: headerOf(header), documents };
}
