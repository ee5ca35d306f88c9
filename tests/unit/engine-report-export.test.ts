// The report cells on screen and in files, and the two export builders: CSV read back by an RFC 4180
// reading, and the .xlsx unzipped with its XML checked part by part.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../engine/schema/report-schema.ts';
import { displayCell, plainCell, totalsRow, type ReportRowData } from '../../engine/ui/report/cells.ts';
import { buildCsv, quoteCsv } from '../../engine/ui/report/export-csv.ts';
import { exportFileName, filterNotes } from '../../engine/ui/report/export-file.ts';
import { buildXlsx, columnLetters, escapeXml, excelDateSerial, safeSheetName } from '../../engine/ui/report/export-xlsx.ts';
import type { FilterField } from '../../engine/ui/report/filters.ts';

const COLUMNS: ReportColumn[] = [
  { field: 'Date', title: 'Date', type: 'date' },
  { field: 'Number', title: 'Bill no.', link: { route: 'salesform', idField: 'Id' } },
  { field: 'PartyName', title: 'Customer' },
  { field: 'Qty', title: 'Quantity', type: 'quantity' },
  { field: 'Bills', title: 'Bills', type: 'number' },
  { field: 'Amount', title: 'Amount', type: 'money' },
];
const ROWS: ReportRowData[] = [
  { PartyName: 'Sales', RowStyle: 'heading' },
  { Id: 7, Date: '2026-11-02', Number: 'SS/26-27/7', PartyName: 'Mehta Traders, Pune', Qty: 1250.5, Bills: 1, Amount: 123456.78 },
  { Id: 8, Date: '2026-11-03', Number: 'SS/26-27/8', PartyName: 'He said "cash" <ok> & =SUM(A1)', Qty: 2, Bills: 1, Amount: -45 },
  { PartyName: 'Line one\nline two', Amount: 0.1 },
];
const TOTALS: ReportRowData = { Qty: 1252.5, Bills: 2, Amount: 123411.88 };

describe('cells', () => {
  it('read on screen by their column type', () => {
    const [date, , text, qty, bills, money] = COLUMNS;
    expect(displayCell(money, 123456.78)).toBe('₹1,23,456.78');
    expect(displayCell(money, -45)).toBe('-₹45.00');
    expect(displayCell(money, '12345678.9')).toBe('₹1,23,45,678.90');
    expect(displayCell(money, null)).toBe('');
    expect(displayCell(qty, 1250.5)).toBe('1,250.5');
    expect(displayCell(qty, 100)).toBe('100');
    expect(displayCell(bills, 123456)).toBe('1,23,456');
    expect(displayCell(bills, 2.5)).toBe('2.5');
    expect(displayCell(date, '2026-11-02')).toBe('02-11-2026');
    expect(displayCell(text, 'Dr')).toBe('Dr');
  });

  it('are plain in files: no grouping, no symbol, dates yyyy-mm-dd', () => {
    const [date, , , qty, bills, money] = COLUMNS;
    expect(plainCell(money, 123456.78)).toBe('123456.78');
    expect(plainCell(money, 100000)).toBe('100000.00');
    expect(plainCell(money, -0.1)).toBe('-0.10');
    expect(plainCell(qty, 1250.5)).toBe('1250.5');
    expect(plainCell(qty, 1000)).toBe('1000');
    expect(plainCell(bills, 123456)).toBe('123456');
    expect(plainCell(date, '2026-11-02T10:00:00Z')).toBe('2026-11-02');
  });

  it('build the totals row with its label in the first column not summed', () => {
    expect(totalsRow(COLUMNS, TOTALS)).toEqual({ Date: 'Total', Qty: 1252.5, Bills: 2, Amount: 123411.88, RowStyle: 'total' });
    expect(totalsRow(COLUMNS, {})).toBeNull();
    // A report's own totals row that names itself keeps its words.
    expect(totalsRow(COLUMNS, { PartyName: 'Closing balance', Amount: 10 })).toEqual({ PartyName: 'Closing balance', Amount: 10, RowStyle: 'total' });
    expect(totalsRow(COLUMNS, { Amount: '10.00' })).toEqual({ Date: 'Total', Amount: '10.00', RowStyle: 'total' });
    expect(totalsRow(COLUMNS, undefined)).toBeNull();
  });
});

/** A small RFC 4180 reader, so the test checks what a spreadsheet would read, not our own string. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  return rows;
}

describe('buildCsv', () => {
  const csv = buildCsv({ columns: COLUMNS, rows: ROWS, totals: TOTALS });

  it('starts with a byte-order mark and ends every record with CRLF', () => {
    expect(csv.startsWith('\uFEFFDate,Bill no.,Customer,Quantity,Bills,Amount\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes commas, quotes and line breaks, keeps numbers plain and guards formulas', () => {
    expect(readCsv(csv.slice(1))).toEqual([
      ['Date', 'Bill no.', 'Customer', 'Quantity', 'Bills', 'Amount'],
      ['', '', 'Sales', '', '', ''],
      ['2026-11-02', 'SS/26-27/7', 'Mehta Traders, Pune', '1250.5', '1', '123456.78'],
      ['2026-11-03', 'SS/26-27/8', 'He said "cash" <ok> & =SUM(A1)', '2', '1', '-45.00'],
      ['', '', 'Line one\nline two', '', '', '0.10'],
      ['Total', '', '', '1252.5', '2', '123411.88'],
    ]);
    expect(csv).toContain('"Mehta Traders, Pune"');
    expect(csv).toContain('"He said ""cash"" <ok> & =SUM(A1)"');
    expect(buildCsv({ columns: [COLUMNS[2]], rows: [{ PartyName: '=1+2' }, { PartyName: '@cmd' }] })).toBe("\uFEFFCustomer\r\n'=1+2\r\n'@cmd\r\n");
    expect(quoteCsv('plain')).toBe('plain');
  });

  it('guards every cell a spreadsheet would run (= + - @ tab CR, OWASP), and leaves a plain negative number a number', () => {
    const [, , text, , , money] = COLUMNS;
    const rows = ['-2+3', '+cmd', '-', '\tx', '\rx', '-500.00', '-7', 'plain'].map((value) => ({ PartyName: value }));
    expect(readCsv(buildCsv({ columns: [text], rows }).slice(1)).slice(1).map(([cell]) => cell)).toEqual(["'-2+3", "'+cmd", "'-", "'\tx", "'\rx", '-500.00', '-7', 'plain']);
    // A money column: a negative amount stays a number; text in it (a malformed value) is guarded too.
    expect(buildCsv({ columns: [money], rows: [{ Amount: -500 }, { Amount: '=1+2' }] })).toBe("\uFEFFAmount\r\n-500.00\r\n'=1+2\r\n");
  });

  it('writes only the header for a report with no rows and no totals', () => {
    expect(buildCsv({ columns: COLUMNS.slice(0, 2), rows: [] })).toBe('\uFEFFDate,Bill no.\r\n');
  });
});

describe('buildXlsx', () => {
  const bytes = buildXlsx({ columns: COLUMNS, rows: ROWS, totals: TOTALS }, {
    title: 'Sales Report',
    notes: ['From date: 01-11-2026', 'To date: 30-11-2026'],
    sheetName: 'Sales Report',
  });
  const files = unzipSync(bytes);
  const part = (name: string) => strFromU8(files[name]);

  it('is a zip holding the parts of a SpreadsheetML package', () => {
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // "PK"
    expect(Object.keys(files).sort()).toEqual(
      ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml'].sort(),
    );
    expect(part('[Content_Types].xml')).toContain('PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"');
    expect(part('_rels/.rels')).toContain('Target="xl/workbook.xml"');
    expect(part('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet1.xml"');
    expect(part('xl/workbook.xml')).toContain('<sheet name="Sales Report" sheetId="1" r:id="rId1"/>');
    // Every part is well-formed enough to start with the declaration and close its root.
    for (const [name, root] of [['xl/workbook.xml', 'workbook'], ['xl/styles.xml', 'styleSheet'], ['xl/worksheets/sheet1.xml', 'worksheet']]) {
      expect(part(name)).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8" standalone="yes"\\?>\\n<${root} [^]*</${root}>$`));
    }
  });

  it('puts the title and filters above the header, then the rows and the totals', () => {
    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<row r="1"><c r="A1" t="inlineStr" s="8"><is><t>Sales Report</t></is></c></row>');
    expect(sheet).toContain('<row r="2"><c r="A2" t="inlineStr" s="0"><is><t>From date: 01-11-2026</t></is></c></row>');
    expect(sheet).toContain('<row r="4"></row>');
    expect(sheet).toContain('<c r="F5" t="inlineStr" s="1"><is><t>Amount</t></is></c>');
    // A heading row: bold.
    expect(sheet).toContain('<c r="C6" t="inlineStr" s="1"><is><t>Sales</t></is></c>');
    // Numbers are numeric cells with their formats; the date is a date serial shown dd-mm-yyyy.
    expect(sheet).toContain(`<c r="A7" s="6"><v>${excelDateSerial('2026-11-02')}</v></c>`);
    expect(sheet).toContain('<c r="D7" s="4"><v>1250.5</v></c>');
    expect(sheet).toContain('<c r="E7" s="0"><v>1</v></c>');
    expect(sheet).toContain('<c r="F7" s="2"><v>123456.78</v></c>');
    expect(sheet).toContain('<c r="F8" s="2"><v>-45.00</v></c>');
    // Text is escaped, line breaks kept.
    expect(sheet).toContain('<t>He said &quot;cash&quot; &lt;ok&gt; &amp; =SUM(A1)</t>');
    expect(sheet).toContain('<t>Line one\nline two</t>');
    // The totals row is bold.
    expect(sheet).toContain('<row r="10"><c r="A10" t="inlineStr" s="1"><is><t>Total</t></is></c>');
    expect(sheet).toContain('<c r="F10" s="3"><v>123411.88</v></c>');
    expect(sheet).toContain('<col min="6" max="6" width=');
  });

  it('declares the number formats the cells use', () => {
    const styles = part('xl/styles.xml');
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="#,##0.000"/>');
    expect(styles).toContain('<numFmt numFmtId="165" formatCode="dd\\-mm\\-yyyy"/>');
    expect(styles.match(/<xf /g)).toHaveLength(10); // one cell style base + nine cell formats
  });

  it('helpers: date serials, column letters, escaping, sheet names', () => {
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2026-04-01')).toBe(46113);
    expect(excelDateSerial('not a date')).toBeNull();
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(escapeXml('a\u0001b & \'c\'')).toBe('ab &amp; &apos;c&apos;');
    expect(safeSheetName('GSTR-1: B2B [Nov/2026] and a very long tail')).toBe('GSTR-1  B2B  Nov 2026  and a ve'); // 31 characters
    expect(safeSheetName('???')).toBe('Report');
  });
});

describe('file names and filter notes', () => {
  const fields: FilterField[] = [
    { name: 'FromDate', title: 'From date', kind: 'date', required: true },
    { name: 'ToDate', title: 'To date', kind: 'date', required: true },
    { name: 'PartyId', title: 'Customer', kind: 'link', required: false, target: 'party' },
    { name: 'Section', title: 'Section', kind: 'enum', required: false, choices: [{ value: 'B2B', label: 'B2B invoices' }] },
    { name: 'Detailed', title: 'Detailed', kind: 'boolean', required: false },
  ];

  it('names the file after the report and its period', () => {
    expect(exportFileName('salesreport', { FromDate: '2026-11-01', ToDate: '2026-11-30' }, 'csv')).toBe('salesreport_2026-11-01_to_2026-11-30.csv');
    expect(exportFileName('trialbalance', { ToDate: '2026-11-22', FirmId: '1' }, 'xlsx')).toBe('trialbalance_as_on_2026-11-22.xlsx');
    expect(exportFileName('partywiseoutstanding', { Side: 'all', AsOnDate: '2026-11-22' }, 'csv')).toBe('partywiseoutstanding_as_on_2026-11-22.csv');
    expect(exportFileName('stockreport', {}, 'xlsx')).toBe('stockreport.xlsx');
  });

  it('writes one line per filter with a value, as a person reads it', () => {
    expect(filterNotes(fields, { FromDate: '2026-11-01', ToDate: '2026-11-30', PartyId: '5', Section: 'B2B', Detailed: 'true' }, { PartyId: 'Mehta Traders' })).toEqual([
      'From date: 01-11-2026',
      'To date: 30-11-2026',
      'Customer: Mehta Traders',
      'Section: B2B invoices',
      'Detailed: Yes',
    ]);
    expect(filterNotes(fields, { PartyId: '5', Section: '' })).toEqual(['Customer: 5']);
  });
});

describe('summary labels', () => {
  it('reads keys as words', async () => {
    const { summaryLabel } = await import('../../engine/ui/report/cells.ts');
    expect(['Opening balance', 'GrossProfit', 'NetProfit', 'closing_balance', 'TaxableGST', 'Stock'].map(summaryLabel)).toEqual([
      'Opening balance',
      'Gross profit',
      'Net profit',
      'Closing balance',
      'Taxable GST',
      'Stock',
    ]);
  });
});

describe('row links', () => {
  it('open the record\'s form, another report filtered by it, or the route the row names', async () => {
    const { linkTarget } = await import('../../engine/ui/report/ReportGrid.tsx');
    expect(linkTarget({ route: 'salesform', idField: 'Id' }, { Id: 12 })).toBe('/salesform/12');
    expect(linkTarget({ route: 'ledgerreport', idField: 'LedgerId', param: 'LedgerId' }, { LedgerId: 5 })).toBe('/ledgerreport?LedgerId=5');
    expect(linkTarget({ routeField: 'Route', idField: 'Id' }, { Route: 'purchaseform', Id: 3 })).toBe('/purchaseform/3');
    expect(linkTarget({ routeField: 'Route', idField: 'Id' }, { Id: 3 })).toBeNull();
    expect(linkTarget({ route: 'salesform', idField: 'Id' }, { Id: null })).toBeNull();
  });
});
