// The vouchers' business rules, run by the engine inside each save's transaction: which ledgers each
// side may name, the number, the allocations to bills, the journal (To Dr, From Cr), and the bills'
// balances rewritten from their allocations whenever a voucher touching them is saved or deleted.
import type { Row } from '../../../engine/schema/index.ts';
import { markKnown, type EntityHooks, type FieldError, type WriteContext } from '../../../engine/server/index.ts';
import { paise } from '../../../overrides/billing/exact.ts';
import { VOUCHER_KINDS, type VoucherKind } from '../../shared/voucher-kinds.ts';
import { numberRecord } from '../accounting/record-number.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { removePostings, writePostings } from '../documents/posting.ts';
import { badRequest } from '../http/errors.ts';
import { checkAllocations } from './allocations.ts';
import { BILL_SIDES, recomputeBalances } from './bill-balances.ts';
import { noteFirm } from './known-firm.ts';
import { rolesOf } from './ledger-roles.ts';

const SIDES = ['FromLedgerId', 'ToLedgerId'] as const;

/** Each side names a ledger of the right role: cash or bank where the kind says so, anything else elsewhere. */
async function checkLedgers(ctx: WriteContext, kind: VoucherKind, record: Row, titles: Record<string, string>): Promise<void> {
  const roles = await rolesOf(ctx.trx, ctx.tenantId, SIDES.map((side) => Number(record[side])));
  const errors: FieldError[] = [];
  for (const side of SIDES) {
    const role = roles.get(Number(record[side]))?.Role;
    const title = titles[side];
    const cash = side === kind.cashSide || kind.partySide === null;
    if (!role) errors.push({ path: `/${side}`, message: `${title}: no such ledger` });
    else if (cash && role !== 'cashbank') errors.push({ path: `/${side}`, message: `${title} must be a cash or bank ledger` });
    else if (!cash && role === 'cashbank') errors.push({ path: `/${side}`, message: `${title} is a cash or bank ledger: money between cash and bank is a contra voucher` });
  }
  if (errors.length === 0 && Number(record.FromLedgerId) === Number(record.ToLedgerId)) {
    errors.push({ path: '/ToLedgerId', message: `${titles.ToLedgerId} must differ from ${titles.FromLedgerId.toLowerCase()}` });
  }
  if (record.Mode === 'CHEQUE' && !record.ChequeNo) errors.push({ path: '/ChequeNo', message: 'Cheque no. is required for a cheque' });
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  // Found, and their names fill the voucher's FromLedgerName and ToLedgerName: the engine asks neither again.
  markKnown(ctx, 'ledger', [...roles.values()].map((choice) => ({ Id: choice.Id, LedgerName: choice.LedgerName })));
}

/** The bills a voucher settles (their ids), before or after a save. */
const billsOf = (kind: VoucherKind, record: Row | null) => ((record?.[kind.allocations?.field ?? ''] as Row[] | undefined) ?? []).map((line) => Number(line.BillId));

function voucherHooksFor(kind: VoucherKind, titles: Record<string, string>): EntityHooks {
  const numbering = { docType: kind.entity, dateField: 'VoucherDate', numberField: 'VoucherNo', prefixedField: 'PrefixVoucherNo' };
  return {
    async beforeSave(ctx, record, before) {
      record.VoucherDate ??= todayInIndia();
      await noteFirm(ctx, record.FirmId);
      await checkLedgers(ctx, kind, record, titles);
      if (kind.allocations && kind.partySide) await checkAllocations(ctx, kind, record, before, Number(record[kind.partySide]));
      await numberRecord(ctx, numbering, record, before, kind.prefix);
    },
    async afterSave(ctx, saved, before) {
      const amount = paise(Number(saved.Amount));
      const narration = String(saved.Narration ?? '') || kind.entity;
      const journal = [
        { ledger: Number(saved.ToLedgerId), debit: amount, credit: 0, narration },
        { ledger: Number(saved.FromLedgerId), debit: 0, credit: amount, narration },
      ];
      const where = { tenantId: ctx.tenantId, docType: kind.entity, docId: Number(saved.Id), firmId: Number(saved.FirmId), date: String(saved.VoucherDate) };
      await writePostings(ctx.trx, where, { journal, stock: [] }, before !== null);
      if (kind.allocations) {
        await recomputeBalances(ctx.trx, ctx.tenantId, BILL_SIDES[kind.allocations.billKind], [...billsOf(kind, before), ...billsOf(kind, saved)]);
      }
    },
    async afterDelete(ctx, record) {
      await removePostings(ctx.trx, { tenantId: ctx.tenantId, docType: kind.entity, docId: Number(record.Id) });
      if (kind.allocations) await recomputeBalances(ctx.trx, ctx.tenantId, BILL_SIDES[kind.allocations.billKind], billsOf(kind, record));
    },
  };
}

export function voucherHooks(registry: ReadonlyMap<string, { properties: Record<string, { title?: string }> }>): Array<[string, EntityHooks]> {
  return VOUCHER_KINDS.filter((kind) => registry.has(kind.entity)).map((kind) => {
    const properties = registry.get(kind.entity)!.properties;
    const titles = Object.fromEntries(SIDES.map((side) => [side, properties[side]?.title ?? side]));
    return [kind.entity, voucherHooksFor(kind, titles)];
  });
}
