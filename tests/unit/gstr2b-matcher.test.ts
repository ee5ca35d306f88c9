// The GSTR-2B reconciliation's pure parts: the document-number normaliser, the matcher and the reading of
// the portal's file. Credit follows 2B (CGST Act s.16(2)(aa), rule 36(4) CGST Rules), so a number that
// differs in a digit must never be taken for another, while spellings of one number must meet.
import { describe, expect, it } from 'vitest';
import { normaliseDocumentNumber } from '../../src/server/reports/gst/gstr2b/document-number.ts';
import { readStatement, StatementProblems } from '../../src/server/reports/gst/gstr2b/gstr2b-file.ts';
import { itcNote, reconcile, type BookDocument, type TwoBDocument } from '../../src/server/reports/gst/gstr2b/matcher.ts';
import { FIRM_GSTIN, novemberStatement, PUNE_GSTIN } from '../support/gstr2b-books.ts';

describe('normaliseDocumentNumber', () => {
  it('drops case, spaces, separators and leading zeros of each run of digits', () => {
    expect(normaliseDocumentNumber('inv/0042')).toBe('INV42');
    expect(normaliseDocumentNumber('INV-42')).toBe('INV42');
    expect(normaliseDocumentNumber(' Inv. 042 ')).toBe('INV42');
    expect(normaliseDocumentNumber('SR_17')).toBe(normaliseDocumentNumber('sr17'));
    expect(normaliseDocumentNumber('2026-27/007')).toBe('2026277');
    expect(normaliseDocumentNumber('PS/CN/07')).toBe(normaliseDocumentNumber('PS-CN-7'));
  });

  it('keeps every letter and every other digit, and a lone zero', () => {
    expect(normaliseDocumentNumber('INV/43')).not.toBe(normaliseDocumentNumber('INV/42'));
    expect(normaliseDocumentNumber('INV/420')).not.toBe(normaliseDocumentNumber('INV/42'));
    expect(normaliseDocumentNumber('A/42')).not.toBe(normaliseDocumentNumber('B/42'));
    expect(normaliseDocumentNumber('A-0-B')).toBe('A0B');
    expect(normaliseDocumentNumber('000')).toBe('0');
  });
});

const heads = { taxable: 100_000, igst: 0, cgst: 9_000, sgst: 9_000, cess: 0 }; // 1,000.00 + 90.00 + 90.00
const twoB = (number: string, change: Partial<TwoBDocument> = {}): TwoBDocument => ({ section: 'b2b', supplierGSTIN: PUNE_GSTIN, supplierName: 'Pune', docType: 'INV', number, date: '2026-11-03', originalNumber: null, itcAvailable: 'Y', itcReason: null, ...heads, ...change });
let nextId = 1;
const book = (number: string, change: Partial<BookDocument> = {}): BookDocument => ({ entity: 'purchase', id: nextId++, route: 'purchaseform', number, ownNumber: `PUR/26-27/${nextId}`, date: '2026-11-03', supplierGSTIN: PUNE_GSTIN, supplierName: 'Pune', docType: 'INV', inPeriod: true, ...heads, ...change });

describe('reconcile', () => {
  it('matches by supplier, kind and normalised number, and compares within the tolerance (paise)', () => {
    const [row] = reconcile([twoB('ps-42')], [book('PS/0042', { taxable: 100_050 })], 50);
    expect([row.status, row.differences, row.creditAtStake]).toEqual(['matched', [], 18_000]);
    const [off] = reconcile([twoB('ps-42')], [book('PS/0042', { taxable: 100_051 })], 50);
    expect(off.status).toBe('mismatched');
    expect(off.differences).toEqual([{ field: 'taxable', label: 'Taxable value', twoB: '1,000.00', books: '1,000.51', by: 51 }]);
  });

  it('names every field that differs, the date by days', () => {
    const [row] = reconcile([twoB('9')], [book('9', { date: '2026-11-05', cgst: 8_000, sgst: 8_000 })], 100);
    expect(row.differences.map((difference) => [difference.label, difference.by])).toEqual([['Date', 2], ['CGST', -1_000], ['SGST', -1_000]]);
    expect(row.creditAtStake).toBe(16_000); // the books' tax: 80 + 80
  });

  it('does not match another supplier, another kind of document, or a typo', () => {
    const rows = reconcile(
      [twoB('PS/0047'), twoB('PS/0042', { supplierGSTIN: FIRM_GSTIN }), twoB('PS/0042', { docType: 'D' })],
      [book('PS/0043'), book('PS/0042')],
      100,
    );
    expect(rows.map((row) => row.status)).toEqual(['only2b', 'only2b', 'only2b', 'onlyBooks', 'onlyBooks']);
  });

  it('takes each book document once, the same date first, and leaves unmatched ones of other months out', () => {
    const october = book('7', { date: '2026-10-03', inPeriod: false });
    const november = book('7');
    const rows = reconcile([twoB('7')], [october, november, book('8', { inPeriod: false })], 100);
    expect(rows.map((row) => [row.status, row.book?.id ?? null])).toEqual([['matched', november.id]]);
  });

  it('tries an amendment’s original number, and counts a credit note against the credit', () => {
    const [amended] = reconcile([twoB('PS/99', { section: 'b2ba', originalNumber: 'PS/0042' })], [book('PS/42')], 100);
    expect(amended.status).toBe('matched');
    const [credit] = reconcile([twoB('CN1', { docType: 'C' })], [], 100);
    expect([credit.status, credit.creditAtStake]).toEqual(['only2b', -18_000]);
  });
});

describe('itcNote', () => {
  it('says in words when 2B holds a document whose credit is not available, and why', () => {
    expect(itcNote(twoB('1'))).toBeNull();
    expect(itcNote(null)).toBeNull();
    expect(itcNote(twoB('1', { itcAvailable: 'N', itcReason: 'C' }))).toBe('2B: credit not available: the supplier filed after the time limit of s.16(4)');
    expect(itcNote(twoB('1', { itcAvailable: 'N', itcReason: 'P' }))).toBe('2B: credit not available: the place of supply is in the supplier’s state, not yours');
    expect(itcNote(twoB('1', { itcAvailable: 'N', itcReason: '' }))).toBe('2B: credit not available');
  });
});

describe('readStatement', () => {
  it('reads the portal file: period, generation date and each document summed over its items (paise)', () => {
    const statement = readStatement(novemberStatement());
    expect([statement.gstin, statement.period, statement.generatedOn]).toEqual([FIRM_GSTIN, '112026', '2026-12-14']);
    expect(statement.documents.map((doc) => [doc.section, doc.docType, doc.number, doc.date, doc.taxable, doc.igst + doc.cgst + doc.sgst])).toEqual([
      ['b2b', 'INV', 'ps-42', '2026-11-03', 100_000, 18_000],
      ['b2b', 'INV', 'PS/0047', '2026-11-05', 200_000, 36_000],
      ['b2b', 'INV', 'DL-7781', '2026-11-10', 100_000, 18_018],
      ['b2b', 'INV', 'DL-7790', '2026-11-20', 50_000, 9_000],
      ['cdnr', 'C', 'PS/CN/07', '2026-11-15', 5_000, 900],
    ]);
  });

  it('takes the figures from the document where the API gives no items, and counts sections it leaves out', () => {
    const file = { data: { gstin: FIRM_GSTIN, rtnprd: '032020', docdata: { b2b: [{ ctin: PUNE_GSTIN, inv: [{ inum: 'S1', dt: '24-03-2020', val: 1183, txval: 1000, igst: 183, cgst: 0, sgst: 0, cess: 0 }] }], impg: [{ boenum: '1' }], isd: [{ ctin: PUNE_GSTIN, doclist: [{}, {}] }] } } };
    const statement = readStatement(file);
    expect([statement.documents[0].taxable, statement.documents[0].igst]).toEqual([100_000, 18_300]);
    expect(statement.leftOut).toEqual({ impg: 1, isd: 2 });
  });

  it('lists the faults with their place in the file', () => {
    const file = novemberStatement() as any;
    file.data.rtnprd = '2026-11';
    file.data.docdata.b2b[0].inv[1].dt = '2026-11-05';
    file.data.docdata.b2b[1].inv[0].items[0].igst = -1;
    try {
      readStatement(file);
      expect.unreachable();
    } catch (error) {
      expect((error as StatementProblems).errors.map((problem) => problem.path)).toEqual(['data.rtnprd', 'data.docdata.b2b[0].inv[1].dt', 'data.docdata.b2b[1].inv[0].items[0].igst']);
    }
  });
});
