// An uploaded file as a table of text: an Excel workbook (.xlsx, its first sheet), a Tally masters XML
// export (turned into the entity's rows), or CSV. The file is read by `parse` (parse-file.ts, in an import
// worker when the server has them). The header is the first of the opening rows that has the most cells
// filled, so a title line above the grid (as report exports have) is passed over.
import type { EntitySchema } from '../../../engine/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import type { ParsedFile, UploadedFile } from './parse-file.ts';
import { tallyRows, type BahiNames } from './tally-table.ts';

export type { UploadedFile };
export type FileTable = { kind: ParsedFile['kind']; headers: string[]; rows: Array<{ line: number; cells: string[] }>; notes: string[] };
export type ParseFile = (file: UploadedFile) => Promise<ParsedFile>;

export async function readTable(file: UploadedFile, parse: ParseFile, entity: string, schema: EntitySchema, bahiNames: () => Promise<BahiNames>): Promise<FileTable> {
  const parsed = await parse(file);
  const notes: string[] = [];
  let table: string[][];
  if (parsed.kind === 'tally') {
    const rows = tallyRows(entity, schema, parsed.masters, await bahiNames(), notes);
    if (!rows) throw badRequest(`A Tally file holds no ${schema['x-entity'].label ?? entity}: import units, stock groups (categories), stock items, parties or ledgers from it`, [{ path: '/content', message: 'has nothing for this master' }]);
    table = rows;
  } else table = parsed.table;
  const header = headerRow(table);
  const rows = table.slice(header + 1).map((cells, index) => ({ line: header + index + 2, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { kind: parsed.kind, headers: (table[header] ?? []).map((cell) => cell.trim()), rows, notes };
}

function headerRow(table: string[][]): number {
  const filled = table.slice(0, 10).map((row) => row.filter((cell) => cell.trim() !== '').length);
  return Math.max(0, filled.indexOf(Math.max(0, ...filled)));
}
