// Checks a receipt's or payment's allocations against the bills they settle, inside the save's
// transaction: each bill is of the voucher's party and firm, listed once, and not settled past what it
// has due (after the returns made against it); together they do not exceed the voucher (the rest stays
// on account as an advance).
import type { Row } from '../../../engine/schema/index.ts';
import { markKnown, type FieldError, type WriteContext } from '../../../engine/server/index.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { allocationProblems, summarise, type Allocation } from '../../shared/allocation.ts';
import type { VoucherKind } from '../../shared/voucher-kinds.ts';
import { badRequest } from '../http/errors.ts';
import { allocatedTo, BILL_SIDES, lockBills, remainingDue } from './bill-balances.ts';

const money = (amount: number) => rupees(amount).toFixed(2);

/** Fills AllocatedAmt and OnAccountAmt, or refuses (400) with the line at fault. */
export async function checkAllocations(ctx: WriteContext, kind: VoucherKind, record: Row, before: Row | null, partyLedger: number): Promise<void> {
  const spec = kind.allocations!;
  const side = BILL_SIDES[spec.billKind];
  const lines = (record[spec.field] as Row[] | undefined) ?? [];
  const allocations: Allocation[] = lines.map((line) => ({ billId: Number(line.BillId), amount: paise(Number(line.Amount)) }));
  const amount = paise(Number(record.Amount));
  const path = (index: number, field: string) => `/${spec.field}/${index}/${field}`;
  const ids = [...new Set(allocations.map((line) => line.billId))];
  // The bills this voucher settled before an edit are rewritten after it too: lock them all now, in
  // one statement, so two edits swapping bills wait for each other instead of deadlocking.
  const held = ((before?.[spec.field] as Row[] | undefined) ?? []).map((line) => Number(line.BillId));
  await lockBills(ctx, side, [...new Set([...ids, ...held])].sort((a, b) => a - b));

  // Each bill with what remains due on it and what other vouchers have settled of it, in one statement.
  // Its number and date are noted (markKnown) for the engine: the allocation lines show them (x-from), so
  // the saved voucher is answered without reading it back, and the bills' link check is not asked again.
  const bill = side.bill;
  const bills: Row[] = ids.length === 0 ? [] : await ctx.trx
    .selectFrom(`${bill.entity} as b`)
    .leftJoin('party as p', (join) => join.onRef('p.Id', '=', `b.${bill.partyField}`).onRef('p.tenant_id', '=', 'b.tenant_id'))
    .select(['b.Id', 'b.FirmId', `b.${bill.prefixedField}`, `b.${bill.dateField}`, remainingDue(side, 'b').as('Remaining'), allocatedTo(side, 'b', before ? Number(before.Id) : null).as('Elsewhere'), 'p.LedgerId'])
    .where('b.tenant_id', '=', ctx.tenantId)
    .where('b.Id', 'in', ids)
    .execute();
  markKnown(ctx, bill.entity, bills.map((row) => ({ Id: row.Id, [bill.prefixedField]: row[bill.prefixedField], [bill.dateField]: row[bill.dateField] })));
  const byId = new Map<number, Row>(bills.map((row) => [Number(row.Id), { ...row, BillNo: row[bill.prefixedField] }]));
  const due = new Map(bills.map((row) => [Number(row.Id), Number(row.Remaining) - Number(row.Elsewhere)]));

  const errors: FieldError[] = [];
  allocations.forEach((line, index) => {
    const found = byId.get(line.billId);
    const what = found ? `bill ${String(found.BillNo)}` : 'bill';
    if (!found) errors.push({ path: path(index, 'BillId'), message: `Line ${index + 1}: no such ${side.bill.entity === 'sales' ? 'sales bill' : 'purchase bill'}` });
    else if (Number(found.LedgerId) !== partyLedger) errors.push({ path: path(index, 'BillId'), message: `Line ${index + 1}: ${what} is another party's` });
    else if (Number(found.FirmId) !== Number(record.FirmId)) errors.push({ path: path(index, 'BillId'), message: `Line ${index + 1}: ${what} belongs to another firm` });
  });
  for (const problem of allocationProblems(allocations, due)) {
    const found = byId.get(allocations[problem.line].billId);
    if (!found) continue;
    const at = `Line ${problem.line + 1}: bill ${String(found.BillNo)}`;
    if (problem.reason === 'twice') errors.push({ path: path(problem.line, 'BillId'), message: `${at} is listed twice` });
    else if (problem.reason === 'overdue') errors.push({ path: path(problem.line, 'Amount'), message: `${at} has only ${money(Math.max(0, problem.due))} due` });
  }
  if (errors.length > 0) throw badRequest(errors[0].message, errors);

  const summary = summarise(amount, allocations);
  if (!summary) {
    const allocated = allocations.reduce((sum, line) => sum + line.amount, 0);
    const message = `The bills settled (${money(allocated)}) come to more than the amount ${money(amount)}`;
    throw badRequest(message, [{ path: '/Amount', message }]);
  }
  record.AllocatedAmt = rupees(summary.allocated);
  record.OnAccountAmt = rupees(summary.onAccount);
}
