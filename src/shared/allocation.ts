// Settling bills with a receipt or payment, in integer paise: how much of the voucher goes against
// each bill, what is left on account (an advance), and whether an allocation fits what is due.
// Shared by the server (which decides) and the voucher form (which suggests and shows).

export type OpenBill = { id: number; /** What is still due on the bill, leaving this voucher's own allocation out. */ due: number };
export type Allocation = { billId: number; amount: number };

/** "Allocate oldest first": the voucher amount spread over the bills in the order given (oldest first). */
export function allocateOldestFirst(amount: number, bills: readonly OpenBill[]): Allocation[] {
  const allocations: Allocation[] = [];
  let left = Math.max(0, amount);
  for (const bill of bills) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, bill.due));
    if (take > 0) allocations.push({ billId: bill.id, amount: take });
    left -= take;
  }
  return allocations;
}

export type AllocationSummary = { allocated: number; onAccount: number };

/** The part of the voucher against bills and the rest on account; null when the bills take more than the voucher. */
export function summarise(amount: number, allocations: readonly Allocation[]): AllocationSummary | null {
  const allocated = allocations.reduce((sum, line) => sum + line.amount, 0);
  return allocated > amount ? null : { allocated, onAccount: amount - allocated };
}

export type AllocationProblem =
  | { line: number; reason: 'twice' }
  | { line: number; reason: 'notPositive' }
  | { line: number; reason: 'overdue'; due: number };

/**
 * Each line's problems against what the bills have due (the bills' dues leave this voucher out):
 * a bill listed twice, an amount not above zero, or more than the bill has due.
 */
export function allocationProblems(allocations: readonly Allocation[], dueByBill: ReadonlyMap<number, number>): AllocationProblem[] {
  const seen = new Set<number>();
  const problems: AllocationProblem[] = [];
  allocations.forEach((line, index) => {
    if (seen.has(line.billId)) problems.push({ line: index, reason: 'twice' });
    else if (line.amount <= 0) problems.push({ line: index, reason: 'notPositive' });
    else if (line.amount > (dueByBill.get(line.billId) ?? 0)) problems.push({ line: index, reason: 'overdue', due: dueByBill.get(line.billId) ?? 0 });
    seen.add(line.billId);
  });
  return problems;
}
