// GSTR-3B table 6.1: the order credit pays tax in (CGST Act s.49(5), rule 88A, Circular 98/17/2019-GST;
// cess credit only for cess, Compensation Act s.11(2); reverse-charge tax in cash, s.49(4)). Figures in
// paise, worked by hand beside each case.
import { describe, expect, it } from 'vitest';
import { setOff } from '../../src/server/reports/gst/tax-set-off.ts';

const heads = (igst: number, cgst: number, sgst: number, cess = 0) => ({ igst, cgst, sgst, cess });

describe('tax set-off (GSTR-3B 6.1)', () => {
  it('uses integrated credit first, then central and State credit, each on its own head before integrated tax', () => {
    // Owed I 1,000, C 500, S 500; credit I 300, C 800, S 100.
    // I credit 300 -> I (I owed 700, none left). C credit 500 -> C (C left 300); S credit 100 -> S (S owed 400).
    // C credit 300 -> I (I owed 400). No S credit left. Cash: I 400, C 0, S 400.
    const result = setOff(heads(1000, 500, 500), heads(300, 800, 100), heads(0, 0, 0));
    expect(result.paidByCredit.igst).toEqual(heads(300, 0, 0));
    expect(result.paidByCredit.cgst).toEqual(heads(300, 500, 0));
    expect(result.paidByCredit.sgst).toEqual(heads(0, 0, 100));
    expect(result.cash).toEqual(heads(400, 0, 400));
    expect(result.creditLeft).toEqual(heads(0, 0, 0));
  });

  it('spends all integrated credit before central or State credit, where their own credit falls short first', () => {
    // Owed I 100, C 600, S 600; credit I 1,000, C 200, S 500.
    // I -> I 100 (900 left). C's shortfall 600 - 200 = 400: I -> C 400 (500 left); S's 600 - 500 = 100: I -> S 100
    // (400 left). The rest of I: -> C 200 (C owed 0), -> S 200 (S owed 300). S credit 300 -> S. Cash nil.
    // Left: C 200 (unused), S 200.
    const result = setOff(heads(100, 600, 600), heads(1000, 200, 500), heads(0, 0, 0));
    expect(result.paidByCredit.igst).toEqual(heads(100, 600, 300));
    expect(result.paidByCredit.cgst).toEqual(heads(0, 0, 0));
    expect(result.paidByCredit.sgst).toEqual(heads(0, 0, 300));
    expect(result.cash).toEqual(heads(0, 0, 0));
    expect(result.creditLeft).toEqual(heads(0, 200, 200));
  });

  it('pays integrated tax from State credit only once central credit is used up; cess only from cess', () => {
    // Owed I 500, cess 50; credit C 200, S 500, cess 20, I 0.
    // C -> I 200 first (s.49(5)(d) proviso), then S -> I 300; cess 20 -> cess, 30 in cash. S left 200.
    const result = setOff(heads(500, 0, 0, 50), heads(0, 200, 500, 20), heads(0, 0, 0));
    expect(result.paidByCredit.cgst).toEqual(heads(200, 0, 0));
    expect(result.paidByCredit.sgst).toEqual(heads(300, 0, 0));
    expect(result.paidByCredit.cess).toEqual(heads(0, 0, 0, 20));
    expect(result.cash).toEqual(heads(0, 0, 0, 30));
    expect(result.creditLeft).toEqual(heads(0, 0, 200, 0));
  });

  it('never lets central credit pay State tax, and pays reverse-charge tax in cash whatever credit is left', () => {
    // Owed S 100; credit C 1,000: C cannot pay S (s.49(5)(b)); cash S 100. Reverse charge C 90, S 90: cash.
    const result = setOff(heads(0, 0, 100), heads(0, 1000, 0), heads(0, 90, 90));
    expect(result.cash).toEqual(heads(0, 0, 100));
    expect(result.reverseChargeCash).toEqual(heads(0, 90, 90));
    expect(result.creditLeft).toEqual(heads(0, 1000, 0));
  });
});
