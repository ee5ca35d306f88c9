// An uploaded file as a table of text: an Excel workbook (.xlsx, its first sheet), a Tally masters XML
// export (turned into the entity's rows), or CSV. The header is the first of the opening rows that has
// the most cells filled, so a title line above the grid (as report exports have) is passed over.
import type { EntitySchema } from '../../../engine/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { parseCsv } from './csv.ts';
import { tallyRows, type BahiNames } from './tally-table.ts';
import { looksLikeTallyXml, parseTallyXml } from './tally-xml.ts';
import { readXlsxRows } from './xlsx.ts';

export type UploadedFile = { fileName?: string; content?: string; text?: string };
export type FileTable = { kind: 'csv' | 'xlsx' | 'tally'; headers: string[]; rows: Array<{ line: number; cells: string[] }>; notes: string[] };

export async function readTable(file: UploadedFile, entity: string, schema: EntitySchema, bahiNames: () => Promise<BahiNames>): Promise<FileTable> {
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'base64') : Buffer.from(file.text ?? '', 'utf8');
  if (bytes.length === 0) throw badRequest('The file is empty: choose a CSV, Excel (.xlsx) or Tally XML file', [{ path: '/content', message: 'is empty' }]);
  let kind: FileTable['kind'] = 'csv';
  let table: string[][];
  const notes: string[] = [];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    kind = 'xlsx';
    try {
      table = await readXlsxRows(bytes);
    } catch {
      throw badRequest('This file could not be read as an Excel workbook (.xlsx): save it again from Excel as .xlsx or as CSV', [{ path: '/content', message: 'is not a readable .xlsx' }]);
    }
  } else {
    const text = decodeText(bytes);
    if (looksLikeTallyXml(text)) {
      kind = 'tally';
      const rows = tallyRows(entity, schema, parseTallyXml(text), await bahiNames(), notes);
      if (!rows) throw badRequest(`A Tally file holds no ${schema['x-entity'].label ?? entity}: import units, stock groups (categories), stock items, parties or ledgers from it`, [{ path: '/content', message: 'has nothing for this master' }]);
      table = rows;
    } else table = parseCsv(text);
  }
  const header = headerRow(table);
  const rows = table.slice(header + 1).map((cells, index) => ({ line: header + index + 2, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { kind, headers: (table[header] ?? []).map((cell) => cell.trim()), rows, notes };
}

function headerRow(table: string[][]): number {
  const filled = table.slice(0, 10).map((row) => row.filter((cell) => cell.trim() !== '').length);
  return Math.max(0, filled.indexOf(Math.max(0, ...filled)));
}

/** UTF-8 (with or without a BOM), or UTF-16 as Tally writes its exports. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}
