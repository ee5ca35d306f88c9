// One item's stock ledger over a period: an opening row (the item's opening quantity, in the view of the
// firm it belongs to, opening-stock.ts, plus every move
// before the period), each stock move with its document, and the running quantity (a window sum in
// SQL over the moves in date order), then a closing row. Quantities in thousandths until the edge.
import { sql } from 'kysely';
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { documents, EFFECT_RULES } from '../../../../overrides/billing/document-kinds.ts';
import { notFound } from '../../http/errors.ts';
import { openingQtySql } from './opening-stock.ts';

/** Documents that move stock, each joined by its own key so a move finds its number and party. */
const stockDocuments = () => documents().kinds.filter((kind) => EFFECT_RULES[kind.effect].stock !== null);

export const itemLedger: ReportQuery = async (ctx, filters) => {
  const itemId = Number(filters.ItemId);
  const firm = filters.FirmId ? sql`and m.firm_id = ${Number(filters.FirmId)}` : sql``;
  const opening = await sql<{ qty: number | string | null; item_name: string | null }>`
    select ${openingQtySql(filters.FirmId ? Number(filters.FirmId) : undefined)} + coalesce((select sum(m.qty_in - m.qty_out) from stock_move m
        where m.tenant_id = i.tenant_id and m.item_id = i."Id" and m.move_date < ${filters.FromDate} ${firm}), 0) as qty,
      i."ItemName" as item_name
    from item i where i.tenant_id = ${ctx.tenantId} and i."Id" = ${itemId}`.execute(ctx.db);
  if (opening.rows.length === 0) throw notFound('No such item');
  const openingQty = Number(opening.rows[0].qty ?? 0);
  const moving = stockDocuments();
  const joins = moving.map(
    (kind, n) => sql`left join ${sql.table(kind.entity)} ${sql.raw(`d${n}`)} on m.doc_type = ${kind.entity} and ${sql.raw(`d${n}`)}.tenant_id = m.tenant_id and ${sql.raw(`d${n}`)}."Id" = m.doc_id`,
  );
  const number = sql.join(moving.map((kind, n) => sql.raw(`d${n}."${kind.prefixedField}"`)));
  const party = sql.join(moving.map((_kind, n) => sql.raw(`d${n}."PartyName"`)));
  const { rows } = await sql<any>`
    select m.id, m.move_date, m.doc_type, m.doc_id, m.qty_in, m.qty_out, m.rate,
      coalesce(${number}) as number, coalesce(${party}) as party_name,
      ${openingQty} + sum(m.qty_in - m.qty_out) over (order by m.move_date, m.id rows between unbounded preceding and current row) as balance
    from stock_move m ${sql.join(joins, sql` `)}
    where m.tenant_id = ${ctx.tenantId} and m.item_id = ${itemId}
      and m.move_date >= ${filters.FromDate} and m.move_date <= ${filters.ToDate} ${firm}
    order by m.move_date, m.id`.execute(ctx.db);
  const closingQty = rows.length ? Number(rows[rows.length - 1].balance) : openingQty;
  const edge = (label: string, date: string, qty: number): ReportRow => ({ RowStyle: 'subtotal', Date: date, DocType: label, Number: '', PartyName: '', InQty: null, OutQty: null, Rate: null, BalanceQty: thousandths(qty) });
  return {
    rows: [
      edge('Opening stock', filters.FromDate!, openingQty),
      ...rows.map((row) => ({
        Date: String(row.move_date),
        DocType: documents().get(row.doc_type)?.registerLabel ?? row.doc_type,
        DocId: Number(row.doc_id),
        Route: documents().get(row.doc_type)?.editRoute ?? null,
        Number: row.number ?? '',
        PartyName: row.party_name ?? '',
        InQty: thousandths(Number(row.qty_in)),
        OutQty: thousandths(Number(row.qty_out)),
        Rate: rupees(Number(row.rate)),
        BalanceQty: thousandths(Number(row.balance)),
      })),
      edge('Closing stock', filters.ToDate!, closingQty),
    ],
    summary: { Item: opening.rows[0].item_name, OpeningQty: thousandths(openingQty), ClosingQty: thousandths(closingQty) },
  };
};
