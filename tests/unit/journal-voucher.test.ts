// The journal voucher's description (x-entity.voucher) as the server checks it at start-up, and what its
// printed paper says, from a voucher shaped as the server answers it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { DocumentSchemaError } from '../../overrides/billing/document-kinds.ts';
import { buildJournalPaper } from '../../src/shared/journal-paper.ts';
import { voucherDescriptions } from '../../src/server/documents/catalog.ts';
import { describeVouchers } from '../../src/shared/voucher-descriptions.ts';
import { copySchemas, PROJECT_SCHEMAS } from '../support/schemas-copy.ts';

const JOURNAL_FILE = 'vouchers/journalvoucher.json';
const journalSchema = () => JSON.parse(fs.readFileSync(path.join(PROJECT_SCHEMAS, JOURNAL_FILE), 'utf8'));

/** The descriptions of a copy of the schemas with the journal's file changed by `change`, and any extra files. */
function describedWith(change: (schema: any) => void, extra: Record<string, unknown> = {}) {
  const schema = journalSchema();
  change(schema);
  return voucherDescriptions(loadRegistry(copySchemas({ [JOURNAL_FILE]: schema, ...extra })));
}

describe('journal voucher description', () => {
  it('reads the schema: its rule, lines, JV series, print page and register label', () => {
    const [journal] = voucherDescriptions(loadRegistry(PROJECT_SCHEMAS));
    expect(journal).toEqual({
      entity: 'journalvoucher', rule: 'journal', title: 'Journal Voucher', listRoute: 'journalvoucher', linesField: 'JournalLines', lineEntity: 'journalline',
      numberField: 'VoucherNo', prefixedField: 'PrefixVoucherNo', dateField: 'VoucherDate', defaultPrefix: 'JV',
      print: { route: 'journalprint', heading: 'Journal Voucher', noun: 'journal voucher' }, registerLabel: 'Journal',
    });
  });

  it('start-up refuses a rule the server lacks, a field the schema lacks, and a voucher that is also a document', () => {
    expect(() => describedWith((schema) => (schema['x-entity'].voucher.rule = 'ledgerless'))).toThrow(/journalvoucher\.json: x-entity\.voucher rule "ledgerless" is no voucher rule of the server \(journal\)/);
    expect(() => describedWith((schema) => (schema['x-entity'].voucher.number.date = 'EntryDate'))).toThrow(/x-entity\.voucher number\.date names "EntryDate", which is not a property of journalvoucher/);
    expect(() => describedWith((schema) => (schema['x-entity'].voucher.lines = 'Narration'))).toThrow(/lines "Narration" is not a line table/);
    expect(() => describeVouchers([{ schema: { ...journalSchema(), 'x-entity': { ...journalSchema()['x-entity'], document: {} } } }])).toThrow(DocumentSchemaError);
  });

  it('start-up refuses a voucher derived from the journal that drops its description', () => {
    // Its own line table (a line table serves one document: the loader refuses a shared one), and no description.
    const derived = {
      'x-extends': 'journalvoucher',
      title: 'Opening entry',
      properties: { JournalLines: { type: 'array', title: 'Lines', 'x-virtual': true, 'x-lines': 'openingline' } },
      'x-entity': { name: 'openingentry', label: 'Opening entries', route: 'openingentry', voucher: null },
    };
    const lines = {
      'x-extends': 'journalline',
      title: 'Opening line',
      properties: { JournalVoucherId: null, OpeningEntryId: { type: 'integer' } },
      'x-entity': { name: 'openingline', label: 'Opening lines', parentKey: 'OpeningEntryId', indexes: [['OpeningEntryId'], ['LedgerId']] },
    };
    expect(() => describedWith(() => undefined, { 'vouchers/openingentry.json': derived, 'vouchers/openingline.json': lines })).toThrow(/openingentry\.json: "openingentry" is a voucher with lines .* has no x-entity\.voucher description/);
  });
});

describe('printed journal voucher', () => {
  const firm = { FirmName: 'Sharma Stores', Address: 'MG Road', City: 'Pune', Pincode: '411001', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV' };
  const [voucher] = voucherDescriptions(loadRegistry(PROJECT_SCHEMAS));
  // As the server answers: lines in the order typed, the credit first here; each line's empty side is 0.
  const record = {
    Id: 7, FirmId: 1, FirmName: 'Sharma Stores', PrefixVoucherNo: 'JV/26-27/7', VoucherDate: '2026-10-05', Narration: 'October rent, invoice VE/118', Amount: 11800,
    JournalLines: [
      { LedgerName: 'Verma Estates', Debit: 0, Credit: 11800, LineNarration: null },
      { LedgerName: 'Shop Rent', Debit: 10000, Credit: 0, LineNarration: 'October' },
      { LedgerName: 'Input CGST', Debit: 900, Credit: 0 },
      { LedgerName: 'Input SGST', Debit: 900, Credit: 0 },
    ],
  };

  it('writes the debits first and then "To" the credits, with totals that agree and the amount in words', () => {
    const paper = buildJournalPaper({ voucher, record, firm, states: [{ name: 'Maharashtra', code: '27' }] });
    expect([paper.title, paper.heading, paper.firm.name]).toEqual(['Journal Voucher JV/26-27/7', 'Journal Voucher', 'Sharma Stores']);
    expect(paper.meta).toEqual([['Voucher No.', 'JV/26-27/7'], ['Date', '05-10-2026']]);
    expect(paper.lines).toEqual([
      { particulars: 'Shop Rent Dr', narration: 'October', debit: '10,000.00', credit: '' },
      { particulars: 'Input CGST Dr', narration: '', debit: '900.00', credit: '' },
      { particulars: 'Input SGST Dr', narration: '', debit: '900.00', credit: '' },
      { particulars: 'To Verma Estates', narration: '', debit: '', credit: '11,800.00' },
    ]);
    // 10,000 + 900 + 900 = 11,800 on each side.
    expect([paper.totalDebit, paper.totalCredit, paper.amount]).toEqual(['11,800.00', '11,800.00', '₹\u00a011,800.00']);
    expect([paper.amountInWords, paper.narration, paper.signatory]).toEqual(['Rupees Eleven Thousand Eight Hundred Only', 'October rent, invoice VE/118', 'Sharma Stores']);
  });

  it('prints from its own copy of the firm name when the firm cannot be read, and with paise in words', () => {
    const small = { ...record, Narration: '', JournalLines: [{ LedgerName: 'Depreciation', Debit: 12345.67, Credit: 0 }, { LedgerName: 'Furniture', Debit: 0, Credit: 12345.67 }] };
    const paper = buildJournalPaper({ voucher, record: small, firm: null, states: [] });
    expect([paper.firm.name, paper.narration, paper.lines.map((line) => line.particulars)]).toEqual(['Sharma Stores', null, ['Depreciation Dr', 'To Furniture']]);
    expect(paper.amountInWords).toBe('Rupees Twelve Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only');
  });
});
