// A document that sends goods out (a sale, a delivery challan, a purchase return: its effect moves stock
// "out") and takes an item below nil stock: saved with a warning, or refused with nothing written, as the
// firm's "Sale beyond stock" (NegativeStock) says. Tally and Vyapar warn by default and let the business
// forbid it; so does Bahi. A document made from a source that already moved the stock (a bill made from a
// delivery challan) sends nothing out itself and is not checked.
import { sql } from 'kysely';
import type { WriteContext } from '../../../engine/server/index.ts';
import type { Row } from '../../../engine/schema/index.ts';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { negativeStockRule, sendsStockOut, shortages, shortageText } from '../../../overrides/billing/stock-shortage.ts';
import { badRequest } from '../http/errors.ts';
import { stockOnHand } from './stock-on-hand.ts';

/** `items`: the lines' items as the save read them (so the stock query is the only statement added). */
export async function checkStockOut(ctx: WriteContext, kind: DocumentKind, record: Row, before: Row | null, firm: Row, items: ReadonlyMap<number, Row>): Promise<void> {
  if (!sendsStockOut(kind, record)) return;
  const lines = (record[kind.linesField] as Row[] | undefined) ?? [];
  const date = String(record[kind.dateField]);
  const refuses = negativeStockRule(firm) === 'Refuse';
  // Refusing, two saves at once must not both take the last units: the firm's row is locked until this
  // save commits (PostgreSQL; SQLite writes one transaction at a time), so the next one counts its moves.
  if (refuses) await sql`update firm set "Id" = "Id" where tenant_id = ${ctx.tenantId} and "Id" = ${Number(record.FirmId)}`.execute(ctx.trx);
  const onHand = await stockOnHand(ctx.trx, {
    tenantId: ctx.tenantId,
    firmId: Number(record.FirmId),
    date,
    itemIds: lines.map((line) => Number(line.ItemId)),
    exclude: before ? { docType: kind.entity, docId: Number(before.Id) } : null,
    items,
  });
  const goods = new Map([...onHand.values()].filter((item) => !item.service).map((item) => [item.itemId, item.available ?? 0]));
  const named = lines.map((line) => ({ ...line, ItemName: onHand.get(Number(line.ItemId))?.itemName ?? line.ItemName }));
  const short = shortages(named, goods);
  if (short.length === 0) return;
  const list = short.map(shortageText).join('; ');
  const on = formatDayFirst(date);
  if (refuses) {
    const message = `Not enough stock on ${on}: ${list}. The firm does not sell beyond its stock`;
    throw badRequest(
      message,
      short.flatMap((shortage) => shortage.lines.map((index) => ({ path: `/${kind.linesField}/${index}/Qty`, message: `Line ${index + 1}: ${shortageText(shortage)}` }))),
    );
  }
  ctx.warnings.push(`Stock goes below nil on ${on}: ${list}. Saved all the same (the firm warns on a sale beyond stock).`);
}
