// Item-wise sales or purchase: per item, the quantity, taxable value, tax and amount of one kind of
// document over a period, summed in SQL from the document lines (paise and thousandths), with its returns
// (credit notes against sales, debit notes against purchases) beside them and the net of the two.
import { sql } from 'kysely';
import type { ReportContext, ReportFilters, ReportQuery } from '../../../../engine/server/index.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { documents, type DocumentKind } from '../../../../overrides/billing/document-kinds.ts';
import { lineTableOf } from './document-lines.ts';

export type ItemSums = { ItemId: number; ItemName: string; HSNCode: string | null; CategoryName: string | null; qty: number; taxable: number; tax: number; amount: number };

/** Per item, the lines of one kind of document in the period (and the filters' firm, party, item, category). */
export async function itemSums(ctx: ReportContext, kind: DocumentKind, filters: ReportFilters): Promise<Map<number, ItemSums>> {
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
  const rows = await query.groupBy(['i.Id', 'i.ItemName', 'i.HSNCode', 'c.CategoryName']).execute();
  return new Map(
    rows.map((row) => [
      Number(row.ItemId),
      {
        ItemId: Number(row.ItemId),
        ItemName: String(row.ItemName),
        HSNCode: (row.HSNCode as string | null) ?? null,
        CategoryName: (row.CategoryName as string | null) ?? null,
        qty: Number(row.Qty),
        taxable: Number(row.Taxable),
        tax: Number(row.Tax),
        amount: Number(row.Amount),
      },
    ]),
  );
}

const NONE: Omit<ItemSums, 'ItemId' | 'ItemName' | 'HSNCode' | 'CategoryName'> = { qty: 0, taxable: 0, tax: 0, amount: 0 };

/** The document's and its returns' sums per item, items by name. */
export async function itemsWithReturns(ctx: ReportContext, document: string, returns: string | undefined, filters: ReportFilters) {
  const kind = documents().get(document);
  if (!kind) throw new Error(`itemWise: no document kind "${document}"`);
  const returnKind = returns ? documents().require(returns) : undefined;
  const [made, returned] = await Promise.all([itemSums(ctx, kind, filters), returnKind ? itemSums(ctx, returnKind, filters) : new Map<number, ItemSums>()]);
  const ids = new Set([...made.keys(), ...returned.keys()]);
  return [...ids]
    .map((id) => ({ item: (made.get(id) ?? returned.get(id))!, made: made.get(id) ?? NONE, returned: returned.get(id) ?? NONE }))
    .sort((a, b) => a.item.ItemName.localeCompare(b.item.ItemName) || a.item.ItemId - b.item.ItemId);
}

export const itemWise: ReportQuery = async (ctx, filters, options) => {
  const rows = await itemsWithReturns(ctx, String(options.document), options.returns as string | undefined, filters);
  return {
    rows: rows.map(({ item, made, returned }) => ({
      ItemId: item.ItemId,
      ItemName: item.ItemName,
      HSNCode: item.HSNCode ?? '',
      CategoryName: item.CategoryName ?? '',
      Qty: thousandths(made.qty),
      Taxable: rupees(made.taxable),
      Tax: rupees(made.tax),
      Amount: rupees(made.amount),
      ReturnQty: thousandths(returned.qty),
      ReturnTaxable: rupees(returned.taxable),
      NetQty: thousandths(made.qty - returned.qty),
      NetTaxable: rupees(made.taxable - returned.taxable),
    })),
  };
};
