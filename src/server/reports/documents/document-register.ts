// A register of one kind of document over a period: number, date, party and amounts, one row per
// document (quotations, challans, bills and their returns). Documents that post nothing (quotations,
// purchase orders) can only be listed from their own table, so every register reads the header table.
// A year's sales of a busy counter run to tens of thousands of bills, so the rows stream out as read.
import { sql } from 'kysely';
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rowsInChunks } from '../rows-in-chunks.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { adjustedBill, documents } from '../../../../overrides/billing/document-kinds.ts';

export const documentRegister: ReportQuery = async (ctx, filters, options) => {
  const kind = documents().get(String(options.document));
  if (!kind) throw new Error(`documentRegister: no document kind "${String(options.document)}"`);
  let query = ctx.db
    .selectFrom(`${kind.entity} as d`)
    .select([
      'd.Id as Id',
      sql<string>`d.${sql.ref(kind.dateField)}`.as('Date'),
      sql<string>`d.${sql.ref(kind.prefixedField)}`.as('Number'),
      'd.PartyName as PartyName',
      'd.GSTIN as GSTIN',
      'd.TotQty as TotQty',
      'd.TotTaxable as TotTaxable',
      'd.TotTax as TotTax',
      'd.NetBillAmt as NetBillAmt',
    ])
    .where('d.tenant_id', '=', ctx.tenantId)
    .where(sql.ref(`d.${kind.dateField}`), '>=', filters.FromDate!)
    .where(sql.ref(`d.${kind.dateField}`), '<=', filters.ToDate!);
  if (filters.FirmId) query = query.where('d.FirmId', '=', Number(filters.FirmId));
  if (filters.PartyId) query = query.where(sql.ref(`d.${kind.partyField}`), '=', Number(filters.PartyId));
  // A return or note shows the invoice it is made against (CGST rule 53(1A)(g)).
  const against = adjustedBill(documents(), kind);
  if (against) {
    const bill = documents().require(against.entity);
    query = query.select((eb: any) =>
      eb.selectFrom(`${bill.entity} as b`).select(`b.${bill.prefixedField}`).where('b.tenant_id', '=', ctx.tenantId).whereRef('b.Id', '=', `d.${against.field}`).as('AgainstNo'),
    ) as typeof query;
  }
  const ordered = query.orderBy(sql.ref(`d.${kind.dateField}`)).orderBy(sql.ref(`d.${kind.numberField}`)).compile();
  async function* chunks(): AsyncIterable<ReportRow[]> {
    for await (const rows of rowsInChunks(ctx.db, ordered)) yield rows.map((row) => ({
      Id: Number(row.Id),
      Date: String(row.Date),
      Number: row.Number,
      PartyName: row.PartyName,
      GSTIN: row.GSTIN ?? '',
      TotQty: thousandths(Number(row.TotQty)),
      TotTaxable: rupees(Number(row.TotTaxable)),
      TotTax: rupees(Number(row.TotTax)),
      NetBillAmt: rupees(Number(row.NetBillAmt)),
      ...(against ? { AgainstNo: String((row as Record<string, unknown>).AgainstNo ?? '') } : {}),
    }));
  }
  return { chunks: chunks(), end: () => ({}) };
};
