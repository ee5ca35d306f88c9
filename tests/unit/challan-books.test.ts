// The purchase challan's liability (GRNI, "Goods Received, Bill Awaited") and what the bill made from it
// clears (src/server/documents/challan-books.ts): the challan's cost of the goods billed, item by item; the
// bill's price difference stays on Purchase. Worked by hand in paise and thousandths.
import { describe, expect, it } from 'vitest';
import { challanJournal, challanRole, clearGrni, grniCleared } from '../../src/server/documents/challan-books.ts';

const LEDGERS = { PURCHASE: 1, GRNI: 2, SUPPLIER: 3, INPUT_CGST: 4 };

describe('challans in the books', () => {
  it('knows a challan by its effect and side', () => {
    expect([
      challanRole({ effect: 'stockIn', side: 'purchase' }),
      challanRole({ effect: 'stockOut', side: 'purchase' }),
      challanRole({ effect: 'stockOut', side: 'sales' }),
      challanRole({ effect: 'stockIn', side: 'sales' }),
      challanRole({ effect: 'purchase', side: 'purchase' }),
      challanRole({ effect: 'none', side: 'sales' }),
    ]).toEqual(['received', 'sentBack', 'heldUntilBilled', 'heldUntilBilled', null, null]);
  });

  it('a purchase challan is Dr Purchase, Cr GRNI; its return the reverse; a delivery challan nothing', () => {
    expect(challanJournal('received', 100000, LEDGERS).map((line) => [line.ledger, line.debit, line.credit])).toEqual([[1, 100000, 0], [2, 0, 100000]]);
    expect(challanJournal('sentBack', 10000, LEDGERS).map((line) => [line.ledger, line.debit, line.credit])).toEqual([[1, 0, 10000], [2, 10000, 0]]);
    expect(challanJournal('heldUntilBilled', 10000, LEDGERS)).toEqual([]);
  });

  it('clears the challan cost of what is billed, item by item', () => {
    // Challan: Alpha 10 (two lines 4 + 6, cost 400.00 + 600.00 = 1,000.00), Beta 3 costing 333.33.
    const challan = [
      { ItemId: 1, Qty: 4000, FreeQty: 0, TaxableAmt: 40000, NonClaimableTax: 0 },
      { ItemId: 1, Qty: 6000, FreeQty: 0, TaxableAmt: 60000, NonClaimableTax: 0 },
      { ItemId: 2, Qty: 3000, FreeQty: 0, TaxableAmt: 33333, NonClaimableTax: null },
    ];
    // Bill: Alpha 6 (6/10 of 1,000.00 = 600.00), Beta 1 (333.33 × 1/3 = 111.11): 711.11.
    expect(grniCleared([{ ItemId: 1, Qty: 6 }, { ItemId: 2, Qty: 1 }], challan)).toBe(71111);
    // Beta 2: 333.33 × 2/3 = 222.22; all of Alpha, and more than came, clears the whole 1,000.00.
    expect(grniCleared([{ ItemId: 1, Qty: 12 }, { ItemId: 2, Qty: 2 }], challan)).toBe(122222);
    // An item the challan did not bring clears nothing.
    expect(grniCleared([{ ItemId: 9, Qty: 5 }], challan)).toBe(0);
  });

  it('takes the cleared value off the purchase debit; a dearer bill leaves the difference on Purchase, a cheaper one credits it', () => {
    const bill = (purchase: number) => [
      { ledger: 3, debit: 0, credit: purchase + 5400, narration: 'bill amount' },
      { ledger: 1, debit: purchase, credit: 0, narration: 'taxable value and charges' },
      { ledger: 4, debit: 5400, credit: 0, narration: 'CGST' },
    ];
    const shape = (lines: ReturnType<typeof bill>) => lines.map((line) => [line.ledger, line.debit, line.credit]);
    // Same price: 600.00 all from GRNI, no Purchase line.
    expect(shape(clearGrni(bill(60000), 60000, LEDGERS))).toEqual([[2, 60000, 0], [3, 0, 65400], [4, 5400, 0]]);
    // Billed 630.00 for goods the challan had at 600.00: Purchase Dr 30.00.
    expect(shape(clearGrni(bill(63000), 60000, LEDGERS))).toEqual([[2, 60000, 0], [1, 3000, 0], [3, 0, 68400], [4, 5400, 0]]);
    // Billed 570.00: Purchase Cr 30.00; the journal still balances (Dr 600 + 54 = Cr 624 + 30).
    const cheaper = clearGrni(bill(57000), 60000, LEDGERS);
    expect(shape(cheaper)).toEqual([[2, 60000, 0], [1, 0, 3000], [3, 0, 62400], [4, 5400, 0]]);
    expect(cheaper.reduce((sum, line) => sum + line.debit - line.credit, 0)).toBe(0);
    // Nothing cleared (not made from a challan): the journal as it was.
    expect(clearGrni(bill(60000), 0, LEDGERS)).toEqual(bill(60000));
  });
});
