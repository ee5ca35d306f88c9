// The pieces of an import that need no server: RFC 4180 CSV, Tally's XML masters, matching a file's
// headers to an entity's fields.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { autoMapping, importColumns, looseKey } from '../../src/server/import/columns.ts';
import { canonicalGroupName } from '../../src/server/import/group-names.ts';
import { decodeText } from '../../src/server/import/text-encoding.ts';
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

describe('file encodings', () => {
  const utf16 = (text: string, endian: 'le' | 'be') => {
    const le = Buffer.from(text, 'utf16le');
    if (endian === 'be') le.swap16();
    return Buffer.concat([Buffer.from(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]), le]);
  };
  it('reads UTF-8 with or without its mark, UTF-16 LE and BE with theirs, and Windows-1252', () => {
    const text = 'Name,Unit\r\nCafé crème,किलो\r\n';
    expect(decodeText(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toBe(text);
    expect(decodeText(utf16(text, 'le'))).toBe(text);
    expect(decodeText(utf16(text, 'be'))).toBe(text);
    // Excel's plain "CSV" on Windows: é is E9, è E8, € 80, not valid UTF-8.
    expect(decodeText(Buffer.from([...Buffer.from('Caf'), 0xe9, 0x20, 0x63, 0x72, 0xe8, ...Buffer.from('me '), 0x80]))).toBe('Café crème €');
  });
  it('refuses NUL bytes without a UTF-16 mark, and bytes that are neither UTF-8 nor Windows-1252 text', () => {
    expect(() => decodeText(Buffer.from('N\u0000a\u0000m\u0000e\u0000', 'latin1'))).toThrow(/NUL bytes/);
    expect(() => decodeText(Buffer.from([0x41, 0xe9, 0x81, 0x42]))).toThrow(/neither UTF-8 nor Windows-1252/);
    expect(() => decodeText(Buffer.from([0xff, 0xfe, 0x00, 0xd8]))).toThrow(/not valid UTF-16LE/); // a lone surrogate
  });
});

describe('names in any script', () => {
  it('match after NFKC and case folding, spacing and punctuation ignored, and never collapse a script to nothing', () => {
    expect(looseKey('किलो')).toBe(looseKey(' किलो '));
    expect(looseKey('किलो')).not.toBe(looseKey('नग'));
    expect(looseKey('Cafe\u0301')).toBe(looseKey('CAFÉ')); // e + combining accent, and É precomposed
    expect(looseKey('ＰＣＳ１')).toBe(looseKey('pcs1')); // full-width letters and digits
    expect(looseKey('STRASSE')).toBe(looseKey('Straße'));
    expect(looseKey('Opening Dr/Cr')).toBe(looseKey('opening dr / cr'));
    expect(looseKey('/')).toBe('/'); // punctuation alone is compared whole, not as the empty name
    expect(canonicalGroupName('Sundry debtor')).toBe('Sundry Debtors');
  });
});

describe('cell values', () => {
  const item = registry.get('item')!;
  const party = registry.get('party')!;
  it('reads amounts in Indian grouping, words for yes/no, enum values in any case', () => {
    expect(cellValue(item.properties.OpeningRate, '₹1,25,000.50')).toBe(125000.5);
    expect(cellValue(item.properties.Status, 'yes')).toBe(true);
    expect(cellValue(party.properties.OpeningType, 'cr')).toBe('Cr');
    expect(cellValue(party.properties.OpeningType, 'ＣＲ')).toBe('Cr'); // full-width letters, as some phone keyboards type
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
  it('refuses 875 KB of unclosed tags where they pass any Tally export depth, and an unclosed file at its end, with the place of the fault', () => {
    const unclosed = `<ENVELOPE>${'<LEDGER>'.repeat(112_000)}`;
    expect(() => parseTallyXml(unclosed)).toThrow(/^This Tally file nests its elements more than 64 deep \(line 1, column 522\)/);
    expect(() => parseTallyXml(xml.replace('</ENVELOPE>', ''))).toThrow(/^This Tally file is not well-formed XML \(\d+:\d+: unclosed tag: ENVELOPE\)/);
  });
  it('refuses a stray < and never expands a DOCTYPE entity', () => {
    expect(() => parseTallyXml('<ENVELOPE><LEDGER NAME="a<b"></LEDGER></ENVELOPE>')).toThrow(/not well-formed XML/);
    expect(() => parseTallyXml('<!DOCTYPE x [<!ENTITY big "boom">]><ENVELOPE><LEDGER NAME="&big;"></LEDGER></ENVELOPE>')).toThrow(/not well-formed XML/);
  });
});
