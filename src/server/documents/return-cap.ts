// A return or credit note can never exceed its invoice. A sales return (credit note) or purchase return (debit note)
// made against a bill may take back of each item at most what the bill carried (Qty + FreeQty) less what
// the bill's earlier returns already took, and may be worth at most the bill's net amount less those
// returns' net amounts. A credit note for value (a price reduction after the sale, on either side) moves
// no goods: it may be worth at most the bill's net amount plus its debit notes less its earlier returns
// and credit notes. CGST Act s.34(1) lets a credit (or debit) note be issued only for goods returned
// or a value charged in excess "in respect of" that supply: a note beyond the invoice has no supply to
// stand on. Refused with a 400 naming the line, before anything is written.
// Runs after the document's own beforeSave, so the record's lines and NetBillAmt are the server's figures.
// Quantities are compared as the stored integers (thousandths, x-scale 3), money as paise: exact.
import type { Kysely } from 'kysely';
import { fromScaled, toScaled, type Row } from '../../../engine/schema/index.ts';
import type { EntityHooks } from '../../../engine/server/index.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { documents, EFFECT_RULES, type BillAdjuster, type DocumentKind, type LineTable } from '../../../overrides/billing/document-kinds.ts';
import { lineTableOf } from '../reports/documents/document-lines.ts';
import { badRequest, conflict } from '../http/errors.ts';

/** A return or credit note, its line table, the bill it names and the other documents that adjust that bill. */
type ReturnOf = { returns: DocumentKind; returnLines: LineTable; bill: DocumentKind; billLines: LineTable; billField: string; others: BillAdjuster[]; movesGoods: boolean };

/**
 * Every document that takes value off a bill (a return, a credit note: EFFECT_RULES.onBill -1), read from the
 * installed document catalog when the hooks are registered (after start-up installs it): no list names them.
 */
const returnsOf = (): ReturnOf[] =>
  documents().kinds.flatMap((bill) =>
    documents()
      .adjustersOf(bill.entity)
      .filter((adjuster) => adjuster.sign === -1)
      .map((adjuster) => ({
        returns: adjuster.kind,
        returnLines: lineTableOf(adjuster.kind.entity),
        bill,
        billLines: lineTableOf(bill.entity),
        billField: adjuster.billField,
        others: documents().adjustersOf(bill.entity),
        movesGoods: EFFECT_RULES[adjuster.kind.effect].stock !== null,
      })),
  );

const QTY_SCALE = 3;
const qtyOf = (line: Row) => toScaled(Number(line.Qty ?? 0), QTY_SCALE) + toScaled(Number(line.FreeQty ?? 0), QTY_SCALE);
const showQty = (stored: number) => String(fromScaled(stored, QTY_SCALE));

/** Stored quantity (Qty + FreeQty, thousandths) by item, of the rows the query selects. */
async function qtyByItem(query: any): Promise<Map<number, number>> {
  const rows = await query.select(['ItemId', (eb: any) => eb.fn.sum(eb(eb.fn.coalesce('Qty', eb.val(0)), '+', eb.fn.coalesce('FreeQty', eb.val(0)))).as('qty')]).groupBy('ItemId').execute();
  return new Map(rows.map((row: Row) => [Number(row.ItemId), Number(row.qty ?? 0)]));
}

function capFor(of: ReturnOf): EntityHooks {
  return {
    async beforeSave(ctx, record, saved) {
      const billId = record[of.billField];
      if (billId === undefined || billId === null) return;
      const trx: Kysely<any> = ctx.trx;
      const bill = await trx.selectFrom(of.bill.entity).select([`${of.bill.prefixedField} as BillNo`, 'NetBillAmt']).where('tenant_id', '=', ctx.tenantId).where('Id', '=', Number(billId)).executeTakeFirst();
      if (!bill) return; // the engine's link check answers "no such bill"
      // The bill's earlier returns and notes of a kind: every other one naming it (this one's own old lines left out on an edit).
      const earlier = (qb: any, other: BillAdjuster = { kind: of.returns, billField: of.billField, sign: -1 }) => {
        let q = qb.where('tenant_id', '=', ctx.tenantId).where(other.billField, '=', Number(billId));
        if (saved && other.kind.entity === of.returns.entity) q = q.where('Id', '!=', Number(saved.Id));
        return q;
      };
      const what = `Bill ${String(bill.BillNo)}`;
      // A note for value moves no goods: only its value is capped.
      const lines = of.movesGoods ? ((record[of.returns.linesField] as Row[] | undefined) ?? []) : [];
      const sold = lines.length ? await qtyByItem(trx.selectFrom(of.billLines.table).where('tenant_id', '=', ctx.tenantId).where(of.billLines.parentKey, '=', Number(billId))) : new Map();
      const returnedBefore = lines.length
        ? await qtyByItem(
            trx.selectFrom(of.returnLines.table).where('tenant_id', '=', ctx.tenantId).where(of.returnLines.parentKey, 'in', earlier(trx.selectFrom(of.returns.entity).select('Id'))),
          )
        : new Map();
      const taking = new Map<number, number>();
      for (const [index, line] of lines.entries()) {
        const item = Number(line.ItemId);
        const now = (taking.get(item) ?? 0) + qtyOf(line);
        taking.set(item, now);
        const left = (sold.get(item) ?? 0) - (returnedBefore.get(item) ?? 0);
        if (now > left) {
          const name = String(line.ItemName ?? `item ${item}`);
          const message =
            left <= 0
              ? `Line ${index + 1}: ${name}: ${what} has none of it left to return`
              : `Line ${index + 1}: ${name}: ${what} has only ${showQty(left)} left to return (the bill has ${showQty(sold.get(item) ?? 0)}, earlier returns took ${showQty(returnedBefore.get(item) ?? 0)})`;
          throw badRequest(message, [{ path: `/${of.returns.linesField}/${index}/Qty`, message }]);
        }
      }
      // The bill's value now: its net amount, plus what debit notes raised it by (s.34(3)), less what
      // returns and credit notes took off it (s.34(1)); a credit note may take at most that.
      let valueLeft = Number(bill.NetBillAmt);
      for (const other of of.others) {
        const before = await earlier(trx.selectFrom(other.kind.entity), other)
          .select((eb: any) => eb.fn.coalesce(eb.fn.sum('NetBillAmt'), eb.val(0)).as('total'))
          .executeTakeFirst();
        valueLeft += other.sign * Number(before?.total ?? 0);
      }
      if (paise(Number(record.NetBillAmt ?? 0)) > valueLeft) {
        const noun = of.movesGoods ? 'return' : of.returns.registerLabel.toLowerCase();
        const message = `${what} has only ${rupees(Math.max(valueLeft, 0)).toFixed(2)} left to ${of.movesGoods ? 'return' : 'credit'}: this ${noun} is worth ${Number(record.NetBillAmt).toFixed(2)}`;
        throw badRequest(message, [{ path: '/NetBillAmt', message }]);
      }
    },
  };
}

/**
 * A debit note raises what its bill's credit notes may take (above); so lowering or deleting it may not
 * leave the bill's returns and credit notes worth more than the bill's net amount plus its other debit
 * notes. Checked on the bill the note named before the change.
 */
function debitFloorFor(bill: DocumentKind, debit: BillAdjuster): EntityHooks {
  const check = async (ctx: Parameters<NonNullable<EntityHooks['beforeSave']>>[0], before: Row, after: Row | null, refuse: (message: string) => Error) => {
    const billId = before[debit.billField];
    if (billId === undefined || billId === null) return;
    const trx: Kysely<any> = ctx.trx;
    const found = await trx.selectFrom(bill.entity).select([`${bill.prefixedField} as BillNo`, 'NetBillAmt']).where('tenant_id', '=', ctx.tenantId).where('Id', '=', Number(billId)).executeTakeFirst();
    if (!found) return;
    let value = Number(found.NetBillAmt);
    for (const other of documents().adjustersOf(bill.entity)) {
      let query = trx.selectFrom(other.kind.entity).where('tenant_id', '=', ctx.tenantId).where(other.billField, '=', Number(billId));
      if (other.kind.entity === debit.kind.entity) query = query.where('Id', '!=', Number(before.Id));
      const row = await query.select((eb: any) => eb.fn.coalesce(eb.fn.sum('NetBillAmt'), eb.val(0)).as('total')).executeTakeFirst();
      value += other.sign * Number((row as Row | undefined)?.total ?? 0);
    }
    if (after && Number(after[debit.billField]) === Number(billId)) value += paise(Number(after.NetBillAmt ?? 0));
    if (value < 0) {
      throw refuse(`Bill ${String(found.BillNo)}: its returns and credit notes would be worth ${rupees(-value).toFixed(2)} more than the bill with its debit notes. Reduce them first`);
    }
  };
  return {
    async beforeSave(ctx, record, saved) {
      if (saved) await check(ctx, saved, record, (message) => badRequest(message, [{ path: '/NetBillAmt', message }]));
    },
    async beforeDelete(ctx, record) {
      await check(ctx, record, null, (message) => conflict(message));
    },
  };
}

/** The cap, by return or credit note entity, and the debit notes' floor, by debit note entity. */
export function returnCaps(): Array<[string, EntityHooks]> {
  const debits = documents().kinds.flatMap((bill) =>
    documents()
      .adjustersOf(bill.entity)
      .filter((adjuster) => adjuster.sign === 1)
      .map((adjuster): [string, EntityHooks] => [adjuster.kind.entity, debitFloorFor(bill, adjuster)]),
  );
  return [...returnsOf().map((of): [string, EntityHooks] => [of.returns.entity, capFor(of)]), ...debits];
}
