// A sales or purchase bill that vouchers settle: it cannot be deleted, change its party, or fall below
// what the vouchers settle (409, naming them); its balance on every save is what is due after its
// allocations. Runs after the documents' own rules, which set the balance before allocations.
import type { Row } from '../../../engine/schema/codec.ts';
import type { EntityHooks } from '../../../engine/server/hooks.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import type { BillKind } from '../../shared/voucher-kinds.ts';
import { conflict } from '../http/errors.ts';
import { BILL_SIDES, lockBills, settlementsOf, type Settlement } from './bill-balances.ts';

const money = (amount: number) => rupees(amount).toFixed(2);
const total = (settlements: Settlement[]) => settlements.reduce((sum, line) => sum + line.Amount, 0);
const named = (settlements: Settlement[]) => settlements.map((line) => line.PrefixVoucherNo).join(', ');

function billGuardFor(billKind: BillKind): EntityHooks {
  const side = BILL_SIDES[billKind];
  const vouchers = `${side.voucher.entity}s`;
  return {
    async beforeSave(ctx, record: Row, before) {
      if (!before) return;
      await lockBills(ctx.trx, ctx.tenantId, side, [Number(before.Id)]);
      const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, Number(before.Id));
      const allocated = total(settlements);
      if (allocated === 0) return;
      if (Number(record[side.bill.partyField]) !== Number(before[side.bill.partyField])) {
        throw conflict(`This bill is settled by ${vouchers} ${named(settlements)}: its party cannot change until their allocations to it are removed`);
      }
      const balance = paise(Number(record.BalanceBillAmt ?? 0));
      if (balance < allocated) {
        throw conflict(`This bill is settled by ${vouchers} ${named(settlements)} for ${money(allocated)}: what is due on it cannot fall below that (it would be ${money(balance)})`);
      }
      record.BalanceBillAmt = rupees(balance - allocated);
    },
    async beforeDelete(ctx, record) {
      // Locked first, so a voucher settling the bill at this moment is either seen here or finds no bill.
      await lockBills(ctx.trx, ctx.tenantId, side, [Number(record.Id)]);
      const settlements = await settlementsOf(ctx.trx, ctx.tenantId, side, Number(record.Id));
      if (settlements.length > 0) {
        throw conflict(`Cannot delete this bill: ${vouchers} ${named(settlements)} settle ${money(total(settlements))} of it. Remove those allocations first.`);
      }
    },
  };
}

export const billGuards: Array<[string, EntityHooks]> = (['sales', 'purchase'] as const).map((kind) => [kind, billGuardFor(kind)]);
