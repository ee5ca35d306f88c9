// Item-wise sales or purchase: per item, the quantity, taxable value, tax and amount of one kind of
// document over a period, summed in SQL from the document lines (paise and thousandths).
import { sql } from 'kysely';
import type { ReportQuery } from '../../../../engine/server/report-types.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { KIND_BY_ENTITY } from '../../../../overrides/billing/document-kinds.ts';
import { lineTableOf } from './document-lines.ts';

export const itemWise: ReportQuery = async (ctx, filters, options) => {
  const kind = KIND_BY_ENTITY.get(String(options.document));
  if (!kind) throw new Error(`itemWise: no document kind "${String(options.document)}"`);
  const lines = lineTableOf(kind.entity);
  let query = ctx.db
    .selectFrom(`${kind.entity} as d`)
    .innerJoin(`${lines.table} as l`, (join) => join.onRef('l.tenant_id', '=', 'd.tenant_id').onRef(sql.ref(`l.${lines.parentKey}`) as any, '=', 'd.Id'))
    .innerJoin('item as i', (join) => join.onRef('i.tenant_id', '=', 'l.tenant_id').onRef('i.Id', '=', 'l.ItemId'))
    .leftJoin('category as c', (join) => join.onRef('c.tenant_id', '=', 'i.tenant_id').onRef('c.Id', '=', 'i.CategoryId'))
    .select([
      'i.Id as ItemId',
      'i.ItemName as ItemName',
      'i.HSNCode as HSNCode',
      'c.CategoryName as CategoryName',
      sql<number>`sum(l."Qty" + coalesce(l."FreeQty", 0))`.as('Qty'),
      sql<number>`sum(l."TaxableAmt")`.as('Taxable'),
      sql<number>`sum(l."TotTax")`.as('Tax'),
      sql<number>`sum(l."NetAmt")`.as('Amount'),
    ])
    .where('d.tenant_id', '=', ctx.tenantId)
    .where(sql.ref(`d.${kind.dateField}`), '>=', filters.FromDate!)
    .where(sql.ref(`d.${kind.dateField}`), '<=', filters.ToDate!);
  if (filters.FirmId) query = query.where('d.FirmId', '=', Number(filters.FirmId));
  if (filters.PartyId) query = query.where(sql.ref(`d.${kind.partyField}`), '=', Number(filters.PartyId));
  if (filters.ItemId) query = query.where('i.Id', '=', Number(filters.ItemId));
  if (filters.CategoryId) query = query.where('i.CategoryId', '=', Number(filters.CategoryId));
  const rows = await query.groupBy(['i.Id', 'i.ItemName', 'i.HSNCode', 'c.CategoryName']).orderBy('i.ItemName').orderBy('i.Id').execute();
  return {
    rows: rows.map((row) => ({
      ItemId: Number(row.ItemId),
      ItemName: row.ItemName,
      HSNCode: row.HSNCode ?? '',
      CategoryName: row.CategoryName ?? '',
      Qty: thousandths(Number(row.Qty)),
      Taxable: rupees(Number(row.Taxable)),
      Tax: rupees(Number(row.Tax)),
      Amount: rupees(Number(row.Amount)),
    })),
  };
};
