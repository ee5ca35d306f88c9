// A sales or purchase return or credit note made against a bill (SalesId / PurchaseId) credits that bill:
// its net amount less what was refunded in cash comes off what remains due on the bill; a debit note adds
// to it (bill-balances.ts).
// The bill must be of the return's party and firm; and the vouchers' allocations to the bill take
// precedence, so a return that would leave the bill with less due than they settle is refused. Each
// save or delete of a return rewrites the balance of the bill it names, and of the one it named before.
import type { Kysely } from 'kysely';
import type { Row } from '../../../engine/schema/index.ts';
import type { EntityHooks } from '../../../engine/server/index.ts';
import { rupees } from '../../../overrides/billing/exact.ts';
import type { BillKind } from '../../shared/voucher-kinds.ts';
import { refundsCash, type BillAdjuster } from '../../../overrides/billing/document-kinds.ts';
import { badRequest } from '../http/errors.ts';
import { BILL_SIDES, lockBills, overAllocated, recomputeBalances, settlementsOf, type BillSide } from './bill-balances.ts';

const money = (amount: number) => rupees(amount).toFixed(2);

export type ReturnAgainst = { Id: number; Number: string; Label: string };

/** The returns and notes made against a bill, oldest first within each kind. */
export async function returnsAgainst(db: Kysely<any>, tenantId: number, side: BillSide, billId: number): Promise<ReturnAgainst[]> {
  const found: ReturnAgainst[] = [];
  for (const { kind, billField } of side.adjusters) {
    const rows = await db
      .selectFrom(kind.entity)
      .select(['Id', `${kind.prefixedField} as Number`])
      .where('tenant_id', '=', tenantId)
      .where(billField, '=', billId)
      .orderBy(kind.dateField)
      .orderBy('Id')
      .execute();
    found.push(...rows.map((row) => ({ Id: Number(row.Id), Number: String(row.Number), Label: kind.registerLabel.toLowerCase() })));
  }
  return found;
}

/** The bill a return or note names, before or after a save (null: none). */
function billOf(billField: string, record: Row | null): number | null {
  const id = record?.[billField];
  return id === undefined || id === null ? null : Number(id);
}

function billReturnsFor(billKind: BillKind, adjuster: BillAdjuster): EntityHooks {
  const side = BILL_SIDES[billKind];
  const field = adjuster.billField;
  const bill = side.bill;
  const vouchers = `${side.voucher.entity}s`;
  const noun = refundsCash(adjuster.kind) ? 'return' : adjuster.kind.registerLabel.toLowerCase();
  return {
    async beforeSave(ctx, record, before) {
      const now = billOf(field, record);
      const ids = [...new Set([billOf(field, before), now].filter((id): id is number => id !== null))].sort((a, b) => a - b);
      // Locked as a voucher settling them locks them, so the two are checked one after the other.
      await lockBills(ctx, side, ids);
      if (now === null) return;
      const found = await ctx.trx
        .selectFrom(bill.entity)
        .select([`${bill.prefixedField} as BillNo`, bill.partyField, 'FirmId'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('Id', '=', now)
        .executeTakeFirst();
      if (!found) return; // the engine's link check answers "no such bill"
      const what = `Bill ${String(found.BillNo)}`;
      if (Number(found[bill.partyField]) !== Number(record[adjuster.kind.partyField])) throw badRequest(`${what} is another party's`, [{ path: `/${field}`, message: `${what} is another party's` }]);
      if (Number(found.FirmId) !== Number(record.FirmId)) throw badRequest(`${what} belongs to another firm`, [{ path: `/${field}`, message: `${what} belongs to another firm` }]);
    },
    async afterSave(ctx, saved, before) {
      const ids = [billOf(field, before), billOf(field, saved)].filter((id): id is number => id !== null);
      await recomputeBalances(ctx.trx, ctx.tenantId, side, ids);
      // Only the bill now named can have lost due: the one named before has gained it back.
      for (const over of await overAllocated(ctx.trx, ctx.tenantId, side, ids)) {
        const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, over.Id);
        const allocated = settlements.reduce((sum, line) => sum + line.Amount, 0);
        const message =
          `Bill ${over.BillNo} is settled by ${vouchers} ${settlements.map((line) => line.PrefixVoucherNo).join(', ')} for ${money(allocated)}: ` +
          `after this ${noun} only ${money(over.Balance + allocated)} would be due on it. Allocations take precedence: reduce them first`;
        throw badRequest(message, [{ path: `/${field}`, message }]);
      }
    },
    async afterDelete(ctx, record) {
      await recomputeBalances(ctx.trx, ctx.tenantId, side, [billOf(field, record)].filter((id): id is number => id !== null));
    },
  };
}

/** The rules of the returns and notes against bills, by their entity (every document that adjusts a bill). */
export function billReturns(): Array<[string, EntityHooks]> {
  return (['sales', 'purchase'] as const).flatMap((kind) => BILL_SIDES[kind].adjusters.map((adjuster): [string, EntityHooks] => [adjuster.kind.entity, billReturnsFor(kind, adjuster)]));
}
