// The stock of goods a firm can still send out on a date, item by item, counted as the stock reports count
// it (src/server/reports/stock/stock-summary.ts): the item's opening quantity (which belongs to no firm)
// plus the firm's stock moves, in thousandths of a unit. Services (SAC codes) are not stock and are left out.
//
// Which date: Tally checks a voucher against the stock as on the voucher's date; Vyapar against the stock
// today. Either alone misses a case: by the voucher's date, a back-dated sale may take goods a later sale has
// already taken (the later day goes below nil); by today, a bill dated before a purchase is passed although
// the goods were not there yet. So a document dated D may take what is left on D and on every later day that
// has moves: the least of those closing balances. For a bill dated today with nothing after it that is
// simply today's stock, which is what the clerk sees on the shelf.
//
// The document being edited is left out (its own moves are replaced on save), and so is nothing else: a bill
// made from a delivery challan moves no stock of its own (the challan did), so the challan's moves stand.
import { sql, type Kysely } from 'kysely';
import { milli } from '../../../overrides/billing/exact.ts';
import { isService } from '../../../overrides/billing/stock-shortage.ts';

export type StockQuestion = {
  tenantId: number;
  firmId: number;
  /** yyyy-mm-dd */
  date: string;
  itemIds: number[];
  /** The document being edited, whose own moves do not count. */
  exclude?: { docType: string; docId: number } | null;
  /** The items as a save has already read them (whole rows): then they are not read again. */
  items?: ReadonlyMap<number, Record<string, unknown>>;
};

type ItemRow = { id: unknown; name: string; hsn: string | null; opening: unknown };

export type ItemOnHand = { itemId: number; itemName: string; service: boolean; /** thousandths; null for a service */ available: number | null };

export async function stockOnHand(db: Kysely<any>, question: StockQuestion): Promise<Map<number, ItemOnHand>> {
  const ids = [...new Set(question.itemIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const answer = new Map<number, ItemOnHand>();
  if (ids.length === 0) return answer;
  const exclude = question.exclude ? sql`and not (m.doc_type = ${question.exclude.docType} and m.doc_id = ${question.exclude.docId})` : sql``;
  const known = question.items;
  const [items, { rows: moves }] = await Promise.all([
    known
      ? ids.flatMap((id): ItemRow[] => {
          const item = known.get(id);
          // A read row holds the quantity in units (fromRow); the moves are in thousandths.
          return item ? [{ id, name: String(item.ItemName), hsn: (item.HSNCode as string | null) ?? null, opening: milli(Number(item.OpeningQty ?? 0)) }] : [];
        })
      : sql<ItemRow>`
          select i."Id" as id, i."ItemName" as name, i."HSNCode" as hsn, coalesce(i."OpeningQty", 0) as opening
          from item i where i.tenant_id = ${question.tenantId} and i."Id" in (${sql.join(ids)})`
          .execute(db)
          .then((result) => result.rows),
    // Per item, one row (day null) for everything up to the date, then one per later day with moves: a long
    // history folds into one row, and only the days after the date come one by one.
    sql<{ item_id: unknown; day: string | null; moved: unknown }>`
      select x.item_id, x.day, cast(sum(x.moved) as bigint) as moved from (
        select m.item_id, case when m.move_date <= ${question.date} then null else m.move_date end as day, m.qty_in - m.qty_out as moved
        from stock_move m
        where m.tenant_id = ${question.tenantId} and m.firm_id = ${question.firmId} and m.item_id in (${sql.join(ids)}) ${exclude}
      ) as x
      group by x.item_id, x.day`.execute(db),
  ]);
  // Per item: the closing balance on the date, and the least closing balance of the later days with moves.
  const balance = new Map<number, { now: number; onDate: number; least: number }>();
  for (const item of items) {
    const id = Number(item.id);
    const service = isService(item.hsn);
    answer.set(id, { itemId: id, itemName: item.name, service, available: service ? null : 0 });
    const opening = Number(item.opening);
    balance.set(id, { now: opening, onDate: opening, least: Number.POSITIVE_INFINITY });
  }
  // The days in order, everything up to the date (day null) first (the stores order nulls differently).
  const inOrder = [...moves].sort((a, b) => (a.day === null ? '' : String(a.day)).localeCompare(b.day === null ? '' : String(b.day)));
  for (const move of inOrder) {
    const running = balance.get(Number(move.item_id));
    if (!running) continue;
    running.now += Number(move.moved);
    if (move.day === null) running.onDate = running.now;
    else running.least = Math.min(running.least, running.now);
  }
  for (const [id, running] of balance) {
    const item = answer.get(id)!;
    if (!item.service) item.available = Math.min(running.onDate, running.least);
  }
  return answer;
}
