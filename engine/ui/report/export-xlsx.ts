// A generated report as an Excel workbook (.xlsx): the smallest valid SpreadsheetML package (content
// types, relationships, workbook, styles, one sheet), zipped with fflate. Above the grid: the title and
// the filters. Money and quantities are numeric cells (formatted 1,234.50 and 1,234.500, so sums work),
// dates are real date cells shown dd-mm-yyyy, headings and totals bold. Pure.
import { strToU8, zipSync } from 'fflate';
import type { ReportColumn } from '../../schema/report-schema.ts';
import { isEmphasised, plainCell, totalsRow, type Cell, type ReportRowData } from './cells.ts';
import type { ExportTable } from './export-csv.ts';

export type WorkbookInfo = {
  /** The report's title, the first line of the sheet. */
  title: string;
  /** Lines under the title, e.g. "From date: 01-11-2026". */
  notes: string[];
  /** The sheet's tab name (cut to Excel's 31 characters, without the characters it forbids). */
  sheetName: string;
};

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (indexes into cellXfs below). */
const STYLE = { plain: 0, bold: 1, money: 2, moneyBold: 3, quantity: 4, quantityBold: 5, date: 6, dateBold: 7, title: 8 } as const;

export function buildXlsx(table: ExportTable, info: WorkbookInfo): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbookXml(info.sheetName)),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(table, info)),
  };
  return zipSync(files, { level: 6 });
}

function sheetXml(table: ExportTable, info: WorkbookInfo): string {
  const rows: string[] = [];
  const put = (cells: string[]) => rows.push(`<row r="${rows.length + 1}">${cells.join('')}</row>`);
  const at = (column: number) => `${columnLetters(column)}${rows.length + 1}`;

  put([textCell(at(0), info.title, STYLE.title)]);
  for (const note of info.notes) put([textCell(at(0), note, STYLE.plain)]);
  put([]);
  put(table.columns.map((column, index) => textCell(at(index), column.title, STYLE.bold)));
  const totals = totalsRow(table.columns, table.totals);
  for (const row of totals ? [...table.rows, totals] : table.rows) {
    put(table.columns.map((column, index) => valueCell(at(index), column, row[column.field], isEmphasised(row))));
  }
  const widths = table.columns.map((column) => columnWidth(column, table.rows));
  const cols = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><cols>${cols}</cols><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

function valueCell(ref: string, column: ReportColumn, value: Cell, bold: boolean): string {
  const plain = plainCell(column, value);
  if (plain === '') return bold ? `<c r="${ref}" s="${STYLE.bold}"/>` : '';
  const numeric = /^-?\d+(\.\d+)?$/.test(plain);
  if (column.type === 'money' && numeric) return numberCell(ref, plain, bold ? STYLE.moneyBold : STYLE.money);
  if (column.type === 'quantity' && numeric) return numberCell(ref, plain, bold ? STYLE.quantityBold : STYLE.quantity);
  if (column.type === 'number' && numeric) return numberCell(ref, plain, bold ? STYLE.bold : STYLE.plain);
  if (column.type === 'date') {
    const serial = excelDateSerial(plain);
    if (serial !== null) return numberCell(ref, String(serial), bold ? STYLE.dateBold : STYLE.date);
  }
  return textCell(ref, plain, bold ? STYLE.bold : STYLE.plain);
}

function numberCell(ref: string, plain: string, style: number): string {
  return `<c r="${ref}" s="${style}"><v>${plain}</v></c>`;
}

function textCell(ref: string, text: string, style: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr" s="${style}"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/** Excel's day number of a yyyy-mm-dd date (days since 30 December 1899; right from March 1900 on). */
export function excelDateSerial(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const days = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return days - Date.UTC(1899, 11, 30) / 86_400_000;
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function columnWidth(column: ReportColumn, rows: ReportRowData[]): number {
  let longest = column.title.length;
  for (const row of rows.slice(0, 500)) longest = Math.max(longest, plainCell(column, row[column.field]).length);
  if (column.type === 'money' || column.type === 'quantity') longest += 3; // the grouping commas
  return Math.min(Math.max(longest + 2, 8), 60);
}

/** XML text: the five escapes, and the control characters XML 1.0 cannot hold dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A tab name Excel accepts: no []:*?/\, at most 31 characters, not empty. */
export function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Report';
}

function workbookXml(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

// numFmtId 4 is Excel's built-in "#,##0.00" (shown in the reader's own digit grouping, lakh style on
// an Indian locale); 164 and 165 are ours. cellXfs order must match STYLE above.
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.000"/><numFmt numFmtId="165" formatCode="dd\\-mm\\-yyyy"/></numFmts>\
<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="9">\
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>\
<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;
