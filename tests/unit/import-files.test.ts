// The pieces of an import that need no server: RFC 4180 CSV, Tally's XML masters, matching a file's
// headers to an entity's fields.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { autoMapping, importColumns } from '../../src/server/import/columns.ts';
import { csvRecord, parseCsv } from '../../src/server/import/csv.ts';
import { cellValue } from '../../src/server/import/cell-values.ts';
import { tallyRows } from '../../src/server/import/tally-table.ts';
import { parseTallyXml } from '../../src/server/import/tally-xml.ts';

const registry = loadRegistry(path.resolve(import.meta.dirname, '../../schemas'));

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, and drops a BOM', () => {
    const text = '\ufeffName,Address,Note\r\n"Patil, Pune","Shop 4\r\nMG Road","He said ""hi"""\r\nRao,,\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Address', 'Note'],
      ['Patil, Pune', 'Shop 4\r\nMG Road', 'He said "hi"'],
      ['Rao', '', ''],
    ]);
  });
  it('takes LF or CR line ends and a last line with no line end', () => {
    expect(parseCsv('a,b\nc,d\re,f')).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f']]);
  });
  it('writes what it reads', () => {
    const fields = ['Patil, Pune', 'say "hi"', 'two\nlines', 'plain'];
    expect(parseCsv(csvRecord(fields))).toEqual([fields]);
  });
});

describe('cell values', () => {
  const item = registry.get('item')!;
  const party = registry.get('party')!;
  it('reads amounts in Indian grouping, words for yes/no, enum values in any case', () => {
    expect(cellValue(item.properties.OpeningRate, '₹1,25,000.50')).toBe(125000.5);
    expect(cellValue(item.properties.Status, 'yes')).toBe(true);
    expect(cellValue(party.properties.OpeningType, 'cr')).toBe('Cr');
    expect(cellValue(party.properties.Status, 'Inactive')).toBe(0);
    // What cannot be read goes on as text, for the validator to refuse in the API's words.
    expect(cellValue(item.properties.TaxRate, 'abc')).toBe('abc');
    expect(cellValue(item.properties.TaxRate, '  ')).toBeUndefined();
  });
});

describe('column matching', () => {
  it('matches headers to fields by title or name, case and spacing ignored, each header once', () => {
    const columns = importColumns(registry, registry.get('party')!);
    const mapping = autoMapping(['PARTY NAME', 'opening dr/cr', 'Mobile', 'Opening Balance', 'gstin', 'Unknown'], columns);
    expect(mapping).toMatchObject({ PartyName: 0, OpeningType: 1, Mobile: 2, OpeningBalance: 3, GSTIN: 4, State: null });
    expect(columns.find((column) => column.field === 'LedgerId')).toBeUndefined(); // read-only and hidden: never imported
  });
  it('gives a link column by the linked record name', () => {
    const unit = importColumns(registry, registry.get('item')!).find((column) => column.field === 'UnitId');
    expect(unit).toMatchObject({ title: 'Unit', required: true, link: { entity: 'unit', nameField: 'UnitName' } });
  });
});

describe('Tally XML masters', () => {
  const xml = `<ENVELOPE><BODY><IMPORTDATA><REQUESTDATA>
    <TALLYMESSAGE><GROUP NAME="Pune Debtors"><PARENT>Sundry Debtors</PARENT></GROUP></TALLYMESSAGE>
    <TALLYMESSAGE><GROUP NAME="Pune Debtors - Retail"><PARENT>Pune Debtors</PARENT></GROUP></TALLYMESSAGE>
    <TALLYMESSAGE><LEDGER NAME="Joshi &amp; Co"><PARENT>Pune Debtors - Retail</PARENT><OPENINGBALANCE>-1250.50</OPENINGBALANCE>
      <ADDRESS.LIST><ADDRESS>12 FC Road</ADDRESS><ADDRESS>Pune</ADDRESS></ADDRESS.LIST><LEDSTATENAME>Maharashtra</LEDSTATENAME><PINCODE>411004</PINCODE></LEDGER></TALLYMESSAGE>
    <TALLYMESSAGE><LEDGER NAME="Electricity"><PARENT>Indirect Expenses</PARENT><OPENINGBALANCE>0</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
    <TALLYMESSAGE><LEDGER NAME="Axis OD"><PARENT>Bank OD A/c</PARENT><OPENINGBALANCE>75000</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
    <TALLYMESSAGE><UNIT NAME="Pcs"><ORIGINALNAME>Pieces</ORIGINALNAME><DECIMALPLACES>0</DECIMALPLACES></UNIT></TALLYMESSAGE>
    <TALLYMESSAGE><STOCKITEM NAME="Steel Tumbler"><PARENT>Utensils</PARENT><BASEUNITS>Pcs</BASEUNITS>
      <OPENINGBALANCE> 1,200 Pcs</OPENINGBALANCE><OPENINGRATE>45.50/Pcs</OPENINGRATE>
      <BATCHALLOCATIONS.LIST><OPENINGBALANCE> 7 Pcs</OPENINGBALANCE></BATCHALLOCATIONS.LIST></STOCKITEM></TALLYMESSAGE>
  </REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>`;
  const masters = parseTallyXml(xml);
  const groups = { groups: new Set(['sundrydebtors', 'sundrycreditors', 'indirectexpenses', 'bankodac', 'cashinhand']), ledgers: new Set(['cash']) };

  it('reads a party two of the company own groups below Sundry Debtors, its negative opening as a debit', () => {
    expect(tallyRows('party', registry.get('party')!, masters, groups)).toEqual([
      ['Party name', 'Party type', 'Address', 'State', 'PIN code', 'Email', 'Mobile', 'GSTIN', 'PAN', 'Opening balance', 'Opening Dr / Cr'],
      ['Joshi & Co', 'Customer', '12 FC Road, Pune', 'Maharashtra', '411004', '', '', '', '', '1250.50', 'Dr'],
    ]);
  });
  it('reads the other ledgers under their Bahi groups, a positive opening as a credit', () => {
    expect(tallyRows('ledger', registry.get('ledger')!, masters, groups)!.slice(1)).toEqual([
      ['Electricity', 'Indirect Expenses', '0', ''],
      ['Axis OD', 'Bank OD A/c', '75000', 'Cr'],
    ]);
  });
  it('leaves out a ledger Bahi has from registration, saying its opening balance', () => {
    const withCash = parseTallyXml(xml.replace('</REQUESTDATA>', '<TALLYMESSAGE><LEDGER NAME="Cash"><PARENT>Cash-in-Hand</PARENT><OPENINGBALANCE>-2500.00</OPENINGBALANCE></LEDGER></TALLYMESSAGE></REQUESTDATA>'));
    const notes: string[] = [];
    expect(tallyRows('ledger', registry.get('ledger')!, withCash, groups, notes)!.map((row) => row[0])).toEqual(['Ledger name', 'Electricity', 'Axis OD']);
    expect(notes).toEqual(['Cash is in Bahi already and was left out: enter its opening balance of 2500.00 Dr on the ledger']);
  });
  it('reads a stock item own opening quantity and rate (not a batch one), and units with their GST unit code', () => {
    expect(tallyRows('item', registry.get('item')!, masters, groups)![1]).toEqual(['Steel Tumbler', 'Pcs', 'Utensils', '', '', '1200', '45.50']);
    expect(tallyRows('unit', registry.get('unit')!, masters, groups)![1]).toEqual(['Pcs', 'PCS', '0']);
  });
  it('reads Tally control-character marks (&#4;) and a name given as a NAME child', () => {
    const read = parseTallyXml('<ENVELOPE><TALLYMESSAGE><STOCKGROUP><NAME.LIST><NAME>Utensils</NAME></NAME.LIST><PARENT>&#4; Primary</PARENT></STOCKGROUP></TALLYMESSAGE></ENVELOPE>');
    expect(read.stockGroups).toEqual([{ name: 'Utensils', parent: 'Primary' }]);
  });
  it('refuses 875 KB of unclosed tags with the place of the fault (one pass, not a search per tag)', () => {
    const unclosed = `<ENVELOPE>${'<LEDGER>'.repeat(112_000)}`;
    expect(() => parseTallyXml(unclosed)).toThrow(/not well-formed XML \(1:\d+: unclosed tag: LEDGER\)/);
  });
  it('refuses a stray < and never expands a DOCTYPE entity', () => {
    expect(() => parseTallyXml('<ENVELOPE><LEDGER NAME="a<b"></LEDGER></ENVELOPE>')).toThrow(/not well-formed XML/);
    expect(() => parseTallyXml('<!DOCTYPE x [<!ENTITY big "boom">]><ENVELOPE><LEDGER NAME="&big;"></LEDGER></ENVELOPE>')).toThrow(/not well-formed XML/);
  });
});
