// Allocation math in paise: oldest first, the on-account remainder, and each line's problems.
import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, allocationProblems, summarise } from '../../src/shared/allocation.ts';

describe('allocateOldestFirst', () => {
  const bills = [{ id: 7, due: 100000 }, { id: 3, due: 50000 }, { id: 9, due: 25050 }];

  it('fills the bills in the order given until the amount runs out', () => {
    expect(allocateOldestFirst(120050, bills)).toEqual([{ billId: 7, amount: 100000 }, { billId: 3, amount: 20050 }]);
  });

  it('settles every bill and leaves the rest when the amount is larger', () => {
    const lines = allocateOldestFirst(200000, bills);
    expect(lines).toEqual([{ billId: 7, amount: 100000 }, { billId: 3, amount: 50000 }, { billId: 9, amount: 25050 }]);
    expect(summarise(200000, lines)).toEqual({ allocated: 175050, onAccount: 24950 });
  });

  it('skips bills with nothing due and allocates nothing from nothing', () => {
    expect(allocateOldestFirst(1, [{ id: 1, due: 0 }, { id: 2, due: -5 }, { id: 3, due: 10 }])).toEqual([{ billId: 3, amount: 1 }]);
    expect(allocateOldestFirst(0, bills)).toEqual([]);
    expect(allocateOldestFirst(-100, bills)).toEqual([]);
  });
});

describe('summarise', () => {
  it('splits the voucher into against bills and on account, to the paisa', () => {
    expect(summarise(120050, [{ billId: 1, amount: 100000 }, { billId: 2, amount: 20000 }])).toEqual({ allocated: 120000, onAccount: 50 });
    expect(summarise(100, [])).toEqual({ allocated: 0, onAccount: 100 });
  });

  it('refuses allocations that come to more than the voucher, by a single paisa too', () => {
    expect(summarise(25000, [{ billId: 1, amount: 25001 }])).toBeNull();
  });
});

describe('allocationProblems', () => {
  const due = new Map([[1, 30000], [2, 0]]);

  it('accepts lines within what each bill has due', () => {
    expect(allocationProblems([{ billId: 1, amount: 30000 }], due)).toEqual([]);
  });

  it('names a line above what is due, a bill listed twice, and an amount not above zero', () => {
    expect(allocationProblems([{ billId: 1, amount: 30001 }, { billId: 1, amount: 1 }, { billId: 2, amount: 0 }, { billId: 5, amount: 1 }], due)).toEqual([
      { line: 0, reason: 'overdue', due: 30000 },
      { line: 1, reason: 'twice' },
      { line: 2, reason: 'notPositive' },
      { line: 3, reason: 'overdue', due: 0 },
    ]);
  });
});
