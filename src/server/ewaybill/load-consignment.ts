// Reads a saved document as the e-way bill needs it (ewaybill-json.ts): its number and date, the firm,
// the party, the transport fields and its goods lines with the figures the billing math stored, each
// line's unit code (UQC) and whether its supply is exempt. Which documents have an e-way bill is read from
// their descriptions: a sales-side bill (effect sale: a tax invoice, or a bill of supply when it charges
// no GST) or delivery challan (effect stockOut), or a purchase (effect purchase: the goods come in, supply
// type I, on the supplier's invoice; the recipient makes the e-way bill when the supplier is unregistered,
// rule 138(1)), whose schema carries the e-way bill number.
import type { Kysely } from 'kysely';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { isExport } from '../../../overrides/billing/supply-kind.ts';
import { lineTableOf } from '../reports/documents/document-lines.ts';
import { CHALLAN_PURPOSES, SUPPLY, type DocType } from './ewaybill-codes.ts';
import type { Consignment, ConsignmentLine } from './ewaybill-json.ts';

type Row = Record<string, any>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const whole = (value: unknown) => Number(value ?? 0) || 0;
const yes = (value: unknown) => value === true || value === 1 || value === '1';

/** The kind of a document that has an e-way bill, or null. */
export function ewayBillKind(entity: string, hasField: (entity: string, field: string) => boolean): DocumentKind | null {
  const kind = documents().get(entity);
  if (!kind || !['sale', 'stockOut', 'purchase'].includes(kind.effect)) return null;
  return hasField(entity, 'EwayBillNo') ? kind : null;
}

function docTypeOf(kind: DocumentKind, doc: Row): DocType {
  if (kind.effect === 'stockOut') return 'CHL';
  // A bill that charges no GST is rule 49's bill of supply.
  return text(doc[kind.taxModeField]) === 'NON GST' ? 'BIL' : 'INV';
}

/** One saved document of the tenant (null: none with that id). */
export async function loadConsignment(db: Kysely<any>, tenantId: number, kind: DocumentKind, id: number): Promise<{ doc: Row; consignment: Consignment } | null> {
  const doc = await db.selectFrom(kind.entity).selectAll().where('tenant_id', '=', tenantId).where('Id', '=', id).executeTakeFirst();
  if (!doc) return null;
  return { doc, consignment: await consignmentOf(db, tenantId, kind, doc) };
}

export async function consignmentOf(db: Kysely<any>, tenantId: number, kind: DocumentKind, doc: Row): Promise<Consignment> {
  const firm: Row = (await db.selectFrom('firm').selectAll().where('tenant_id', '=', tenantId).where('Id', '=', doc.FirmId).executeTakeFirst()) ?? {};
  const partyId = doc[kind.partyField];
  const party: Row =
    partyId === null || partyId === undefined ? {} : ((await db.selectFrom('party').selectAll().where('tenant_id', '=', tenantId).where('Id', '=', partyId).executeTakeFirst()) ?? {});
  const table = lineTableOf(kind.entity);
  const rows = await db
    .selectFrom(`${table.table} as l`)
    .leftJoin('unit as u', (join) => join.onRef('u.Id', '=', 'l.UnitId').onRef('u.tenant_id', '=', 'l.tenant_id'))
    .leftJoin('item as i', (join) => join.onRef('i.Id', '=', 'l.ItemId').onRef('i.tenant_id', '=', 'l.tenant_id'))
    .selectAll('l')
    .select(['u.UQC as UQC', 'i.OutsideGST as OutsideGST'])
    .where('l.tenant_id', '=', tenantId)
    .where(`l.${table.parentKey}`, '=', doc.Id)
    .orderBy('l.LineNo')
    .orderBy('l.Id')
    .execute();
  const lines: ConsignmentLine[] = rows.map((line: Row) => ({
    name: text(line.ItemName),
    hsn: text(line.HSNCode),
    qty: whole(line.Qty) + whole(line.FreeQty),
    uqc: text(line.UQC).toUpperCase(),
    taxable: whole(line.TaxableAmt),
    cgst: whole(line.TaxAmt1),
    sgst: whole(line.TaxAmt2),
    igst: whole(line.TaxAmt3),
    cess: whole(line.TaxAmt4),
    cgstRate: whole(line.TaxPer1),
    sgstRate: whole(line.TaxPer2),
    igstRate: whole(line.TaxPer3),
    cessRate: whole(line.TaxPer4),
    // The rate the supply carries (kept on a NON GST bill too) is nil, or the item is outside GST.
    exempt: whole(line.TaxRate) === 0 || yes(line.OutsideGST),
  }));
  const supply = kind.supplyKindField ? text(doc[kind.supplyKindField]) : '';
  const firmPlace = { gstin: text(firm.GSTIN).toUpperCase(), name: text(firm.FirmName), address: text(firm.Address), city: text(firm.City), pincode: text(firm.Pincode), state: text(firm.State) };
  const partyPlace = {
    gstin: text(doc.GSTIN ?? party.GSTIN).toUpperCase(),
    name: text(kind.walkIn ? doc[kind.walkIn.nameField] : '') || text(doc.PartyName) || text(party.PartyName),
    address: text(doc.Address ?? party.Address),
    city: text(party.City),
    pincode: text(party.Pincode),
    // A sale's place of supply as billed (a walk-in's typed state); a supplier's own state.
    state: (kind.side === 'sales' ? text(doc.PlaceOfSupply) : '') || text(party.State),
  };
  const inward = kind.side === 'purchase';
  return {
    supplyType: inward ? 'I' : 'O',
    docType: docTypeOf(kind, doc),
    subSupply: kind.effect === 'stockOut' ? (CHALLAN_PURPOSES[text(doc.DispatchPurpose)] ?? CHALLAN_PURPOSES['Supply on approval']) : SUPPLY,
    export: isExport(supply),
    // Goods come in on the supplier's invoice: its number (the purchase's own number is the firm's).
    number: inward ? text(doc.SupplierBillNo) : text(doc[kind.prefixedField]),
    date: text(doc[kind.dateField]).slice(0, 10),
    from: inward ? partyPlace : firmPlace,
    to: inward ? firmPlace : partyPlace,
    transport: {
      mode: text(doc.TransportMode) || null,
      distance: doc.TransDistance === null || doc.TransDistance === undefined ? null : whole(doc.TransDistance),
      transporterId: text(doc.TransporterId),
      transporterName: text(doc.TransporterName),
      docNo: text(doc.TransDocNo),
      docDate: text(doc.TransDocDate).slice(0, 10) || null,
      vehicleNo: text(doc.VehicleNo),
      vehicleType: text(doc.VehicleType) || null,
      shipToPincode: text(doc.ShipToPincode),
      shipToState: text(doc.ShipToState),
    },
    lines,
    billAmount: whole(doc.BillAmt),
    netAmount: whole(doc.NetBillAmt),
  };
}
