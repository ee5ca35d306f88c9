// A bill's balance follows from its rows, never from a running total: BalanceBillAmt = NetBillAmt
// less what was received (or paid) on the bill itself less the sum of the vouchers' allocations to it.
// Amounts here are the stored integers (paise).
import { sql, type Kysely } from 'kysely';
import { KIND_BY_ENTITY, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS, type BillKind, type VoucherKind } from '../../shared/voucher-kinds.ts';

/** A kind of bill and the voucher whose allocations settle it. */
export type BillSide = { bill: DocumentKind; voucher: VoucherKind; line: string; parentKey: string; settledField: string };

function sideFor(billKind: BillKind): BillSide {
  const voucher = VOUCHER_KINDS.find((kind) => kind.allocations?.billKind === billKind)!;
  const bill = KIND_BY_ENTITY.get(billKind)!;
  return { bill, voucher, line: voucher.allocations!.line, parentKey: voucher.allocations!.parentKey, settledField: bill.settledField! };
}

export const BILL_SIDES: Record<BillKind, BillSide> = { sales: sideFor('sales'), purchase: sideFor('purchase') };

/**
 * Takes the bills' row locks for the rest of the transaction (an update that changes nothing), so two
 * vouchers settling one bill at once are checked one after the other, each seeing the other's lines.
 */
export async function lockBills(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable(side.bill.entity).set({ BalanceBillAmt: sql.ref('BalanceBillAmt') }).where('tenant_id', '=', tenantId).where('Id', 'in', ids).execute();
}

/** The sum allocated to each bill, leaving out one voucher's own lines (the one being edited). */
export async function allocatedTo(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[], exceptVoucher: number | null = null): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  let query = trx
    .selectFrom(side.line)
    .select(['BillId', (eb) => eb.fn.sum<number>('Amount').as('total')])
    .where('tenant_id', '=', tenantId)
    .where('BillId', 'in', ids)
    .groupBy('BillId');
  if (exceptVoucher !== null) query = query.where(side.parentKey, '!=', exceptVoucher);
  const rows = await query.execute();
  return new Map(rows.map((row) => [Number(row.BillId), Number(row.total)]));
}

/** Rewrites each bill's balance from its own figures and all its allocations. */
export async function recomputeBalances(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = side.bill.entity;
  const allocated = sql`(select coalesce(sum(a.${sql.ref('Amount')}), 0) from ${sql.table(side.line)} a
    where a.tenant_id = ${sql.table(table)}.tenant_id and a.${sql.ref('BillId')} = ${sql.table(table)}.${sql.ref('Id')})`;
  await trx
    .updateTable(table)
    .set({ BalanceBillAmt: sql`${sql.ref('NetBillAmt')} - coalesce(${sql.ref(side.settledField)}, 0) - ${allocated}` })
    .where('tenant_id', '=', tenantId)
    .where('Id', 'in', [...new Set(ids)])
    .execute();
}

export type Settlement = { VoucherId: number; PrefixVoucherNo: string; VoucherDate: string; Amount: number };

/** The vouchers that settle a bill, oldest first (Amount in paise). */
export async function settlementsOf(db: Kysely<any>, tenantId: number, side: BillSide, billId: number): Promise<Settlement[]> {
  const rows = await db
    .selectFrom(`${side.line} as a`)
    .innerJoin(`${side.voucher.entity} as v`, (join) => join.onRef('v.Id', '=', `a.${side.parentKey}`).onRef('v.tenant_id', '=', 'a.tenant_id'))
    .select([`a.${side.parentKey} as VoucherId`, 'v.PrefixVoucherNo', 'v.VoucherDate', 'a.Amount'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.BillId', '=', billId)
    .orderBy('v.VoucherDate')
    .orderBy('v.Id')
    .execute();
  return rows.map((row) => ({ VoucherId: Number(row.VoucherId), PrefixVoucherNo: String(row.PrefixVoucherNo), VoucherDate: String(row.VoucherDate).slice(0, 10), Amount: Number(row.Amount) }));
}
