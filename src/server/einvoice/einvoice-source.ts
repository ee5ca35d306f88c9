// Reads a saved sales-side document, its lines and charges, its firm and buyer, as the e-invoice builder
// takes them. Which documents get one: src/shared/einvoice-kinds.ts.
import type { Kysely } from 'kysely';
import { fromRow, type Registry, type Row } from '../../../engine/schema/index.ts';
import { adjustedBill, documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { supplyOf, supplyTax } from '../../../overrides/billing/supply-kind.ts';
import { notFound } from '../http/errors.ts';
import { chargeTableOf, lineTableOf } from '../reports/documents/document-lines.ts';
import { einvoiceTypeOf } from '../../shared/einvoice-kinds.ts';
import type { EinvoiceSource } from './einvoice-json.ts';

export { einvoiceTypeOf };

/** The documents that get an e-invoice, from the catalog. */
export const einvoiceKinds = (registry: Registry) => documents().kinds.filter((kind) => einvoiceTypeOf(kind) !== null && registry.has(kind.entity));

export type LoadedDocument = { kind: DocumentKind; record: Row; firm: Row; source: EinvoiceSource };

const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function one(db: Kysely<any>, registry: Registry, entity: string, tenantId: number, id: number): Promise<Row | null> {
  const row = await db.selectFrom(entity).selectAll().where('tenant_id', '=', tenantId).where('Id', '=', id).executeTakeFirst();
  return row ? fromRow(registry.get(entity)!, row) : null;
}

/** The document `entity` `id` of the tenant and what its e-invoice is built from (404 when there is none). */
export async function loadEinvoiceDocument(db: Kysely<any>, registry: Registry, tenantId: number, kind: DocumentKind, id: number): Promise<LoadedDocument> {
  const docType = einvoiceTypeOf(kind)!;
  const record = await one(db, registry, kind.entity, tenantId, id);
  if (!record) throw notFound(`No such ${kind.title.toLowerCase()}`);
  const firm = (await one(db, registry, 'firm', tenantId, Number(record.FirmId)))!;
  const party = record[kind.partyField] ? await one(db, registry, 'party', tenantId, Number(record[kind.partyField])) : null;

  const lineTable = lineTableOf(kind.entity);
  const lineRows = await db
    .selectFrom(`${lineTable.table} as l`)
    .leftJoin('unit as u', (join) => join.onRef('u.Id', '=', 'l.UnitId').onRef('u.tenant_id', '=', 'l.tenant_id'))
    .selectAll('l')
    .select('u.UQC as UQC')
    .where('l.tenant_id', '=', tenantId)
    .where(`l.${lineTable.parentKey}`, '=', id)
    .orderBy('l.LineNo')
    .orderBy('l.Id')
    .execute();
  const lines: Row[] = lineRows.map((row) => ({ ...fromRow(registry.get(lineTable.table)!, row), UQC: str(row.UQC) }));
  const chargeTable = kind.chargeLinesField ? chargeTableOf(kind.entity) : null;
  const chargeRows = chargeTable
    ? await db.selectFrom(chargeTable.table).selectAll().where('tenant_id', '=', tenantId).where(chargeTable.parentKey, '=', id).orderBy('LineNo').orderBy('Id').execute()
    : [];
  const charges = chargeRows.map((row) => fromRow(registry.get(chargeTable!.table)!, row));

  // A note names the invoice it amends (its source link): RefDtls.PrecDocDtls.
  const bill = adjustedBill(documents(), kind);
  const billKind = bill ? documents().get(bill.entity) : undefined;
  const original = bill && billKind && record[bill.field] ? await one(db, registry, bill.entity, tenantId, Number(record[bill.field])) : null;

  const { supply, reverseCharge } = supplyOf(kind, record);
  const inclusive = record[kind.taxModeField] === 'INCLUSIVE' && supplyTax(kind, record).taxCharged;
  const source: EinvoiceSource = {
    docType,
    number: String(record[kind.prefixedField] ?? ''),
    date: String(record[kind.dateField]),
    supply,
    reverseCharge,
    inclusive,
    seller: { name: String(firm.FirmName ?? ''), gstin: str(firm.GSTIN), address: str(firm.Address), city: str(firm.City), pincode: str(firm.Pincode), state: String(firm.State ?? ''), phone: str(firm.Mobile), email: str(firm.Email) },
    buyer: {
      name: String(record.PartyName ?? party?.PartyName ?? ''),
      gstin: str(record.GSTIN) || str(party?.GSTIN),
      address: str(party?.Address) ?? str(record.Address),
      city: str(party?.City),
      pincode: str(party?.Pincode),
      state: String(party?.State ?? record.PlaceOfSupply ?? ''),
      phone: str(party?.Mobile),
      email: str(party?.Email),
    },
    placeOfSupply: String(record.PlaceOfSupply ?? party?.State ?? firm.State ?? ''),
    lines: lines.map((line) => ({
      ItemName: String(line.ItemName ?? ''),
      HSNCode: str(line.HSNCode),
      Qty: Number(line.Qty ?? 0),
      FreeQty: line.FreeQty as number | null,
      UQC: str(line.UQC),
      ItemTotal: Number(line.ItemTotal ?? 0),
      DiscAmt: line.DiscAmt as number | null,
      BillDiscAmt: line.BillDiscAmt as number | null,
      TaxableAmt: Number(line.TaxableAmt ?? 0),
      TaxPer1: line.TaxPer1 as number | null,
      TaxPer2: line.TaxPer2 as number | null,
      TaxPer3: line.TaxPer3 as number | null,
      TaxPer4: line.TaxPer4 as number | null,
      TaxAmt1: line.TaxAmt1 as number | null,
      TaxAmt2: line.TaxAmt2 as number | null,
      TaxAmt3: line.TaxAmt3 as number | null,
      TaxAmt4: line.TaxAmt4 as number | null,
    })),
    charges: charges.map((charge) => ({
      ChargeName: String(charge.ChargeName ?? ''),
      SACCode: str(charge.SACCode),
      TaxableAmt: Number(charge.TaxableAmt ?? 0),
      TaxPer1: charge.TaxPer1 as number | null,
      TaxPer2: charge.TaxPer2 as number | null,
      TaxPer3: charge.TaxPer3 as number | null,
      TaxAmt1: charge.TaxAmt1 as number | null,
      TaxAmt2: charge.TaxAmt2 as number | null,
      TaxAmt3: charge.TaxAmt3 as number | null,
    })),
    otherCharges: Number(record[kind.chargesField] ?? 0),
    roundOff: Number(record.RoundOff ?? 0),
    netAmount: Number(record.NetBillAmt ?? 0),
    exportDetails:
      kind.exportFields.length > 0
        ? { port: str(record.PortCode), shippingBillNo: str(record.ShippingBillNo), shippingBillDate: str(record.ShippingBillDate), currency: str(record.ExportCurrency) }
        : null,
    original: original && billKind ? { number: String(original[billKind.prefixedField] ?? ''), date: String(original[billKind.dateField]) } : null,
  };
  return { kind, record, firm, source };
}
