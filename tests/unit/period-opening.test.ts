// The one rule every report takes a ledger's opening from (ledger-balances.ts `periodOpening`), and the
// balance sheet's headings for a ledger on the other side (balance-sheet-headings.ts), worked by hand.
import { describe, expect, it } from 'vitest';
import { treeOf } from '../../src/server/accounting/group-tree.ts';
import { periodOpening } from '../../src/server/reports/accounting/ledger-balances.ts';
import { sheetHeadings } from '../../src/server/reports/accounting/balance-sheet-headings.ts';

describe('periodOpening', () => {
  // Commission Received: master 1,500 Cr (−150000 paise); 200 Cr in the year before; 50 Cr in this year before the period.
  const before = { master: -150000, beforeYear: -20000, inYear: -5000 };

  it('a real ledger carries everything: master + earlier years + this year before the period', () => {
    expect(periodOpening(before, false, false)).toEqual({ opening: -175000, carried: 0 }); // −1,500 − 200 − 50
  });

  it('a nominal ledger after the first year opens at this year\'s lines only; the rest went to the P&L A/c', () => {
    expect(periodOpening(before, true, false)).toEqual({ opening: -5000, carried: -170000 }); // −50; −1,500 − 200 carried
  });

  it('in the year the books start, the master opening is the year\'s opening (Tally\'s books-beginning balance)', () => {
    expect(periodOpening({ master: -150000, beforeYear: 0, inYear: -5000 }, true, true)).toEqual({ opening: -155000, carried: 0 }); // −1,500 − 50
  });
});

describe('the balance sheet\'s headings for a ledger on the other side', () => {
  const rows = [
    { Id: 1, GroupName: 'Current Assets', GroupCode: 'CURRENT_ASSETS', ParentGroupId: null, Nature: 'Assets' },
    { Id: 2, GroupName: 'Sundry Debtors', GroupCode: 'SUNDRY_DEBTORS', ParentGroupId: 1, Nature: 'Assets' },
    { Id: 3, GroupName: 'Bank Accounts', GroupCode: 'BANK_ACCOUNTS', ParentGroupId: 1, Nature: 'Assets' },
    { Id: 4, GroupName: 'Current Liabilities', GroupCode: 'CURRENT_LIABILITIES', ParentGroupId: null, Nature: 'Liabilities' },
    { Id: 5, GroupName: 'Duties & Taxes', GroupCode: 'DUTIES_TAXES', ParentGroupId: 4, Nature: 'Liabilities' },
    { Id: 6, GroupName: 'Sundry Creditors', GroupCode: 'SUNDRY_CREDITORS', ParentGroupId: 4, Nature: 'Liabilities' },
    { Id: 7, GroupName: 'Loans (Liability)', GroupCode: 'LOANS_LIABILITY', ParentGroupId: null, Nature: 'Liabilities' },
    { Id: 8, GroupName: 'Bank OD A/c', GroupCode: 'BANK_OVERDRAFT', ParentGroupId: 7, Nature: 'Liabilities' },
    { Id: 9, GroupName: 'Provisions', GroupCode: 'PROVISIONS', ParentGroupId: 4, Nature: 'Liabilities' },
    { Id: 10, GroupName: 'Wholesale debtors', GroupCode: null, ParentGroupId: 2, Nature: 'Assets' }, // a sub-group, any depth
  ];
  const tree = treeOf(rows);
  const sheet = sheetHeadings(tree);
  const ledger = (groupId: number, closing: number) => {
    const group = tree.byId.get(groupId)!;
    return { LedgerId: 1, LedgerName: 'x', GroupId: groupId, GroupName: group.GroupName, group, Nature: group.Nature, opening: 0, carried: 0, debit: 0, credit: 0, closing, inPeriod: 0 };
  };
  const placed = (groupId: number, closing: number) => {
    const moved = sheet.place(ledger(groupId, closing));
    return [moved.GroupName, sheet.tree.byId.get(moved.group.ParentGroupId ?? 0)?.GroupName ?? null];
  };

  it('moves each to a heading of the side its balance puts it on', () => {
    expect(placed(10, -100)).toEqual(['Advances from customers', 'Current Liabilities']); // a debtor in credit
    expect(placed(6, 100)).toEqual(['Advances to suppliers', 'Current Assets']); // a creditor in debit
    expect(placed(5, 100)).toEqual(['Balances with government authorities (input tax credit)', 'Current Assets']); // input tax
    expect(placed(3, -100)).toEqual(['Bank OD A/c', 'Loans (Liability)']); // an overdrawn bank
    expect(placed(8, 100)).toEqual(['Bank Accounts', 'Current Assets']); // an OD account in credit
    expect(placed(9, 100)).toEqual(['Other current assets', 'Current Assets']);
  });

  it('leaves a ledger on its own group\'s side where it is', () => {
    expect(placed(10, 100)).toEqual(['Wholesale debtors', 'Sundry Debtors']);
    expect(placed(5, -100)).toEqual(['Duties & Taxes', 'Current Liabilities']);
  });

  it('lists the headings among the fixed group\'s children', () => {
    expect(sheet.tree.childrenOf(4).map((node) => node.GroupName)).toEqual(['Advances from customers', 'Duties & Taxes', 'Other current liabilities', 'Provisions', 'Sundry Creditors']);
  });
});
