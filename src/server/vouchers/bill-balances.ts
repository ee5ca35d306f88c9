// A bill's balance follows from its rows, never from a running total. What remains due on a bill is
// NetBillAmt less what was received (or paid) on the bill itself less the credit of the returns made
// against it (each return's net amount less what was refunded in cash), never below zero: a return
// worth more than that leaves the excess on the party's account. BalanceBillAmt is what remains due
// less the sum of the vouchers' allocations to it; allocations take precedence, so a return that would
// leave less due than is allocated is refused (returns.ts) and the balance is never negative once saved.
// Amounts here are the stored integers (paise).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { KIND_BY_ENTITY, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS, type BillKind, type VoucherKind } from '../../shared/voucher-kinds.ts';

/** The return document made against a kind of bill, and its field naming the bill. */
export type ReturnSide = { kind: DocumentKind; billField: 'SalesId' | 'PurchaseId' };

/** A kind of bill, the voucher whose allocations settle it and the return that credits it. */
export type BillSide = { bill: DocumentKind; voucher: VoucherKind; line: string; parentKey: string; settledField: string; returns: ReturnSide };

const RETURNS: Record<BillKind, ReturnSide> = {
  sales: { kind: KIND_BY_ENTITY.get('salesreturn')!, billField: 'SalesId' },
  purchase: { kind: KIND_BY_ENTITY.get('purchasereturn')!, billField: 'PurchaseId' },
};

function sideFor(billKind: BillKind): BillSide {
  const voucher = VOUCHER_KINDS.find((kind) => kind.allocations?.billKind === billKind)!;
  const bill = KIND_BY_ENTITY.get(billKind)!;
  return { bill, voucher, line: voucher.allocations!.line, parentKey: voucher.allocations!.parentKey, settledField: bill.settledField!, returns: RETURNS[billKind] };
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

/**
 * What remains due on the bill named `bill` (a table or its alias in the enclosing query) before the
 * vouchers' allocations: its net amount less what was settled on it and the credit of the returns
 * against it, never below zero.
 */
export function remainingDue(side: BillSide, bill: string): RawBuilder<number> {
  const returns = side.returns;
  const open = sql`(${sql.ref(`${bill}.NetBillAmt`)} - coalesce(${sql.ref(`${bill}.${side.settledField}`)}, 0))`;
  const credit = sql`(select coalesce(sum(r.${sql.ref('NetBillAmt')} - coalesce(r.${sql.ref('RefundAmt')}, 0)), 0) from ${sql.table(returns.kind.entity)} r
    where r.tenant_id = ${sql.ref(`${bill}.tenant_id`)} and r.${sql.ref(returns.billField)} = ${sql.ref(`${bill}.Id`)})`;
  return sql<number>`(case when ${open} > ${credit} then ${open} - ${credit} else 0 end)`;
}

/** Rewrites each bill's balance from its rows: what remains due after its returns, less all its allocations. */
export async function recomputeBalances(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = side.bill.entity;
  const allocated = sql`(select coalesce(sum(a.${sql.ref('Amount')}), 0) from ${sql.table(side.line)} a
    where a.tenant_id = ${sql.table(table)}.tenant_id and a.${sql.ref('BillId')} = ${sql.table(table)}.${sql.ref('Id')})`;
  await trx
    .updateTable(table)
    .set({ BalanceBillAmt: sql`${remainingDue(side, table)} - ${allocated}` })
    .where('tenant_id', '=', tenantId)
    .where('Id', 'in', [...new Set(ids)])
    .execute();
}

/** The bills among `ids` whose allocations exceed what remains due (balance below zero), with their figures. */
export async function overAllocated(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[]): Promise<Array<{ Id: number; BillNo: string; Balance: number }>> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom(side.bill.entity)
    .select(['Id', `${side.bill.prefixedField} as BillNo`, 'BalanceBillAmt'])
    .where('tenant_id', '=', tenantId)
    .where('Id', 'in', [...new Set(ids)])
    .where('BalanceBillAmt', '<', 0)
    .execute();
  return rows.map((row) => ({ Id: Number(row.Id), BillNo: String(row.BillNo), Balance: Number(row.BalanceBillAmt) }));
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
