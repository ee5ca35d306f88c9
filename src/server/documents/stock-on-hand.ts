// The stock of goods a firm can still send out on a date, item by item, counted as the stock reports count
// it (src/server/reports/stock/stock-summary.ts): the firm's own opening quantity of the item (an item's
// opening stock is one firm's: reports/stock/opening-stock.ts) plus the firm's stock moves, in thousandths
// of a unit. Services (SAC codes) are not stock and are left out.
// The moves are not summed here: the firm's balance of each item is kept with the moves (db/stock-balance.ts),
// and only the days after the document's date are read, so a save costs the same in the books' tenth year.
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
import { isService } from '../../../overrides/billing/stock-shortage.ts';
import { openingQtySql } from '../reports/stock/opening-stock.ts';

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

type ItemRow = { id: unknown; name: string; hsn: string | null };

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
          return item ? [{ id, name: String(item.ItemName), hsn: (item.HSNCode as string | null) ?? null }] : [];
        })
      : sql<ItemRow>`
          select i."Id" as id, i."ItemName" as name, i."HSNCode" as hsn
          from item i where i.tenant_id = ${question.tenantId} and i."Id" in (${sql.join(ids)})`
          .execute(db)
          .then((result) => result.rows),
    // One statement, three kinds of row: the firm's balance of each item over all dates (stock_balance, kept by
    // the database with the moves: db/stock-balance.ts), each later day's moves (a bill dated today has none),
    // and the moves of the document being edited, which do not count. The moves are read from the covering
    // stock index; no item's history is summed.
    sql<{ item_id: unknown; kind: 'opening' | 'balance' | 'day' | 'own'; day: string | null; moved: unknown }>`
      select i."Id" as item_id, 'opening' as kind, cast(null as date) as day, ${openingQtySql(question.firmId)} as moved
        from item i
       where i.tenant_id = ${question.tenantId} and i."Id" in (${sql.join(ids)})
      union all
      select b.item_id, 'balance' as kind, null as day, b.qty as moved
        from stock_balance b
       where b.tenant_id = ${question.tenantId} and b.firm_id = ${question.firmId} and b.item_id in (${sql.join(ids)})
      union all
      select m.item_id, 'day' as kind, m.move_date as day, cast(sum(m.qty_in - m.qty_out) as bigint) as moved
        from stock_move m
       where m.tenant_id = ${question.tenantId} and m.firm_id = ${question.firmId} and m.item_id in (${sql.join(ids)}) and m.move_date > ${question.date} ${exclude}
       group by m.item_id, m.move_date
      ${
        question.exclude
          ? sql`union all
      select m.item_id, 'own' as kind, null as day, cast(sum(m.qty_in - m.qty_out) as bigint) as moved
        from stock_move m
       where m.tenant_id = ${question.tenantId} and m.doc_type = ${question.exclude.docType} and m.doc_id = ${question.exclude.docId} and m.firm_id = ${question.firmId}
       group by m.item_id`
          : sql``
      }`.execute(db),
  ]);
  // Per item: everything the firm holds now (opening + balance, less the edited document's own moves); taking
  // away the later days' moves gives the closing balance on the date, and adding them back day by day the
  // closing balance of each later day.
  const balance = new Map<number, { total: number; later: Array<{ day: string; moved: number }> }>();
  for (const item of items) {
    const id = Number(item.id);
    const service = isService(item.hsn);
    answer.set(id, { itemId: id, itemName: item.name, service, available: service ? null : 0 });
    // The firm's own opening comes with the moves (kind 'opening'), not from the item row.
    balance.set(id, { total: 0, later: [] });
  }
  for (const move of moves) {
    const running = balance.get(Number(move.item_id));
    if (!running) continue;
    if (move.kind === 'balance' || move.kind === 'opening') running.total += Number(move.moved);
    else if (move.kind === 'own') running.total -= Number(move.moved);
    else running.later.push({ day: String(move.day), moved: Number(move.moved) });
  }
  for (const [id, running] of balance) {
    const item = answer.get(id)!;
    if (item.service) continue;
    const onDate = running.total - running.later.reduce((sum, day) => sum + day.moved, 0);
    let closing = onDate;
    let least = onDate;
    for (const day of running.later.sort((a, b) => a.day.localeCompare(b.day))) {
      closing += day.moved;
      least = Math.min(least, closing);
    }
    item.available = least;
  }
  return answer;
}
