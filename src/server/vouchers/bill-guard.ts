// A sales or purchase bill that vouchers settle or returns credit: it cannot be deleted or change its
// party, and what is due on it cannot fall below what the vouchers settle (409, naming them). On every
// edit its balance is rewritten from its rows (bill-balances.ts). Runs after the documents' own rules,
// which set the balance of a new bill (nothing settles or credits it yet).
import type { Row } from '../../../engine/schema/index.ts';
import type { EntityHooks } from '../../../engine/server/index.ts';
import { rupees } from '../../../overrides/billing/exact.ts';
import type { BillKind } from '../../shared/voucher-kinds.ts';
import { conflict } from '../http/errors.ts';
import { BILL_SIDES, lockBills, overAllocated, recomputeBalances, settlementsOf, type Settlement } from './bill-balances.ts';
import { returnsAgainst, type ReturnAgainst } from './bill-returns.ts';

const money = (amount: number) => rupees(amount).toFixed(2);
const total = (settlements: Settlement[]) => settlements.reduce((sum, line) => sum + line.Amount, 0);
const named = (settlements: Settlement[]) => settlements.map((line) => line.PrefixVoucherNo).join(', ');
/** "sales return CN/1 is", "sales returns CN/1, CN/2 are" or "sales return CN/1, credit note SCN/1 are". */
function returnsAre(returns: ReturnAgainst[]): string {
  const labels = [...new Set(returns.map((line) => line.Label))];
  const named = labels.map((label) => {
    const numbers = returns.filter((line) => line.Label === label).map((line) => line.Number);
    return `${label}${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;
  });
  return `${named.join(', ')} ${returns.length === 1 ? 'is' : 'are'}`;
}

function billGuardFor(billKind: BillKind): EntityHooks {
  const side = BILL_SIDES[billKind];
  const vouchers = `${side.voucher.entity}s`;
  return {
    async beforeSave(ctx, record: Row, before) {
      if (!before) return;
      await lockBills(ctx, side, [Number(before.Id)]);
      if (Number(record[side.bill.partyField]) === Number(before[side.bill.partyField])) return;
      const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, Number(before.Id));
      if (settlements.length > 0) {
        throw conflict(`This bill is settled by ${vouchers} ${named(settlements)}: its party cannot change until their allocations to it are removed`);
      }
      const returns = await returnsAgainst(ctx.trx, ctx.tenantId, side, Number(before.Id));
      if (returns.length > 0) throw conflict(`This bill cannot change its party: ${returnsAre(returns)} made against it. Delete those returns first.`);
    },
    async afterSave(ctx, saved, before) {
      if (!before) return;
      const id = Number(saved.Id);
      await recomputeBalances(ctx.trx, ctx.tenantId, side, [id]);
      const [over] = await overAllocated(ctx.trx, ctx.tenantId, side, [id]);
      if (over) {
        const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, id);
        throw conflict(`This bill is settled by ${vouchers} ${named(settlements)} for ${money(total(settlements))}: what is due on it cannot fall below that (it would be ${money(over.Balance + total(settlements))})`);
      }
      const row = await ctx.trx.selectFrom(side.bill.entity).select('BalanceBillAmt').where('tenant_id', '=', ctx.tenantId).where('Id', '=', id).executeTakeFirstOrThrow();
      saved.BalanceBillAmt = rupees(Number(row.BalanceBillAmt)); // the answer shows the balance written
    },
    async beforeDelete(ctx, record) {
      // Locked first, so a voucher settling the bill (or a return naming it) at this moment is either seen here or finds no bill.
      await lockBills(ctx, side, [Number(record.Id)]);
      const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, Number(record.Id));
      if (settlements.length > 0) {
        throw conflict(`Cannot delete this bill: ${vouchers} ${named(settlements)} settle ${money(total(settlements))} of it. Remove those allocations first.`);
      }
      const returns = await returnsAgainst(ctx.trx, ctx.tenantId, side, Number(record.Id));
      if (returns.length > 0) throw conflict(`Cannot delete this bill: ${returnsAre(returns)} made against it. Delete those returns first.`);
    },
  };
}

/** The bills' guards, by bill entity (built when the hooks are registered, after the document catalog is installed). */
export function billGuards(): Array<[string, EntityHooks]> {
  return (['sales', 'purchase'] as const).map((kind) => [kind, billGuardFor(kind)]);
}
