// An uploaded file's bytes as what it holds: an Excel workbook's first sheet, a CSV's records (its
// encoding found from its bytes: text-encoding.ts), or a Tally masters export as read. The whole of the
// work that grows with the file is here, so it runs in an import worker (parse-worker.ts), off the
// server's thread, within the worker's time budget and heap limit. Pure.
import { HttpError } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';
import { parseCsv } from './csv.ts';
import { looksLikeTallyXml, parseTallyXml, type TallyMasters } from './tally-xml.ts';
import { decodeText } from './text-encoding.ts';
import { readXlsxRows } from './xlsx.ts';

export type UploadedFile = { fileName?: string; content?: string; text?: string };
export type ParsedFile = { kind: 'csv' | 'xlsx'; table: string[][] } | { kind: 'tally'; masters: TallyMasters };

export async function parseFile(file: UploadedFile, maxRows: number): Promise<ParsedFile> {
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'base64') : Buffer.from(file.text ?? '', 'utf8');
  if (bytes.length === 0) throw badRequest('The file is empty: choose a CSV, Excel (.xlsx) or Tally XML file', [{ path: '/content', message: 'is empty' }]);
  let parsed: ParsedFile;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    try {
      parsed = { kind: 'xlsx', table: await readXlsxRows(bytes) };
    } catch {
      throw badRequest('This file could not be read as an Excel workbook (.xlsx): save it again from Excel as .xlsx or as CSV', [{ path: '/content', message: 'is not a readable .xlsx' }]);
    }
  } else {
    const text = decodeText(bytes);
    parsed = looksLikeTallyXml(text) ? { kind: 'tally', masters: parseTallyXml(text) } : { kind: 'csv', table: parseCsv(text) };
  }
  const rows = parsed.kind === 'tally' ? Math.max(...Object.values(parsed.masters).map((records) => records.length)) : parsed.table.length - 1;
  if (rows > maxRows) throw new HttpError(413, `This file has ${rows.toLocaleString('en-IN')} rows; an import takes at most ${maxRows.toLocaleString('en-IN')}: split it into smaller files`, [{ path: '/content', message: 'has too many rows' }]);
  return parsed;
}
