// A bill's balance follows from its rows, never from a running total. What remains due on a bill is
// NetBillAmt less what was received (or paid) on the bill itself less the credit of the returns and credit
// notes made against it (each one's net amount less what was refunded in cash), plus what debit notes
// against it add (CGST Act s.34(3): the value raised is due on that supply), never below zero: a credit
// worth more than that leaves the excess on the party's account. Which documents adjust a bill, and which
// way, is read from their descriptions (document-kinds.ts, EFFECT_RULES.onBill), not listed here. BalanceBillAmt is what remains due
// less the sum of the vouchers' allocations to it; allocations take precedence, so a return that would
// leave less due than is allocated is refused (returns.ts) and the balance is never negative once saved.
// Amounts here are the stored integers (paise).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { WriteContext } from '../../../engine/server/index.ts';
import { documents, refundsCash, type BillAdjuster, type DocumentCatalog, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS, type BillKind, type VoucherKind } from '../../shared/voucher-kinds.ts';

/** A kind of bill, the voucher whose allocations settle it and the returns and notes that adjust it. */
export type BillSide = { bill: DocumentKind; voucher: VoucherKind; line: string; parentKey: string; settledField: string; adjusters: BillAdjuster[] };

function sideFor(catalog: DocumentCatalog, billKind: BillKind): BillSide {
  const voucher = VOUCHER_KINDS.find((kind) => kind.allocations?.billKind === billKind)!;
  const bill = catalog.require(billKind);
  return { bill, voucher, line: voucher.allocations!.line, parentKey: voucher.allocations!.parentKey, settledField: bill.settledField!, adjusters: catalog.adjustersOf(billKind) };
}

/**
 * Every return and note against the side's bills as rows (tenant_id, bill_id, adj_date, credit): credit is
 * what the document takes off its bill (a return's net amount less its cash refund, a credit note's net
 * amount), negative for what a debit note adds.
 */
export function adjustmentRows(side: BillSide): RawBuilder<unknown> {
  return sql.join(
    side.adjusters.map(({ kind, billField, sign }) => {
      const value = refundsCash(kind) ? sql`r."NetBillAmt" - coalesce(r."RefundAmt", 0)` : sql`r."NetBillAmt"`;
      return sql`select r.tenant_id, r.${sql.ref(billField)} as bill_id, r.${sql.ref(kind.dateField)} as adj_date, ${sql.lit(-sign)} * (${value}) as credit
        from ${sql.table(kind.entity)} r where r.${sql.ref(billField)} is not null`;
    }),
    sql` union all `,
  );
}

const sidesByCatalog = new WeakMap<DocumentCatalog, Record<BillKind, BillSide>>();

/** The two kinds of bill, read from the installed document catalog (at call time: it is installed at start-up). */
export const BILL_SIDES: Readonly<Record<BillKind, BillSide>> = {
  get sales() {
    return sidesOf(documents()).sales;
  },
  get purchase() {
    return sidesOf(documents()).purchase;
  },
};

function sidesOf(catalog: DocumentCatalog): Record<BillKind, BillSide> {
  let sides = sidesByCatalog.get(catalog);
  if (!sides) {
    sides = { sales: sideFor(catalog, 'sales'), purchase: sideFor(catalog, 'purchase') };
    sidesByCatalog.set(catalog, sides);
  }
  return sides;
}

/**
 * Takes the bills' row locks for the rest of the transaction (an update that changes nothing), so two
 * vouchers settling one bill at once are checked one after the other, each seeing the other's lines.
 * On SQLite there is nothing to take: a write transaction holds the database's only write lock from its
 * BEGIN IMMEDIATE (db/node-sqlite-dialect.ts), so no other save runs until this one ends.
 */
export async function lockBills(ctx: WriteContext, side: BillSide, ids: number[]): Promise<void> {
  if (ids.length === 0 || ctx.dialect === 'sqlite') return;
  await ctx.trx.updateTable(side.bill.entity).set({ BalanceBillAmt: sql.ref('BalanceBillAmt') }).where('tenant_id', '=', ctx.tenantId).where('Id', 'in', ids).execute();
}

/**
 * The sum the vouchers' allocations give the bill named `bill` (a table or its alias in the enclosing
 * query); with `exceptVoucher`, leaving out that voucher's own lines (the one being edited).
 */
export function allocatedTo(side: BillSide, bill: string, exceptVoucher: number | null = null): RawBuilder<number> {
  const other = exceptVoucher === null ? sql`` : sql` and a.${sql.ref(side.parentKey)} <> ${exceptVoucher}`;
  return sql<number>`(select coalesce(sum(a.${sql.ref('Amount')}), 0) from ${sql.table(side.line)} a
    where a.tenant_id = ${sql.ref(`${bill}.tenant_id`)} and a.${sql.ref('BillId')} = ${sql.ref(`${bill}.Id`)}${other})`;
}

/**
 * What remains due on the bill named `bill` (a table or its alias in the enclosing query) before the
 * vouchers' allocations: its net amount less what was settled on it and the credit of the returns
 * against it, never below zero.
 */
export function remainingDue(side: BillSide, bill: string): RawBuilder<number> {
  const open = sql`(${sql.ref(`${bill}.NetBillAmt`)} - coalesce(${sql.ref(`${bill}.${side.settledField}`)}, 0))`;
  const credit = sql`(select coalesce(sum(r.credit), 0) from (${adjustmentRows(side)}) r
    where r.tenant_id = ${sql.ref(`${bill}.tenant_id`)} and r.bill_id = ${sql.ref(`${bill}.Id`)})`;
  return sql<number>`(case when ${open} > ${credit} then ${open} - ${credit} else 0 end)`;
}

/** Rewrites each bill's balance from its rows: what remains due after its returns, less all its allocations. */
export async function recomputeBalances(trx: Kysely<any>, tenantId: number, side: BillSide, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = side.bill.entity;
  await trx
    .updateTable(table)
    .set({ BalanceBillAmt: sql`${remainingDue(side, table)} - ${allocatedTo(side, table)}` })
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
