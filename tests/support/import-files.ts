// Files for import tests, built as a shop's would be: an .xlsx through the app's own workbook writer (the
// report export's, which puts a title line above the grid, as many real sheets have), base64 for the API.
import { buildXlsx } from '../../engine/ui/report/export-xlsx.ts';
import { sendJson, type Reply } from './http.ts';

export function xlsxOf(headers: string[], rows: Array<Array<string | number>>): Buffer {
  const columns = headers.map((title, index) => ({ field: `c${index}`, title, type: 'text' as const }));
  const data = rows.map((row) => Object.fromEntries(row.map((cell, index) => [`c${index}`, cell])));
  return Buffer.from(buildXlsx({ columns, rows: data }, { title: 'Masters to import', notes: [], sheetName: 'Sheet1' }));
}

/** POSTs a file (text or bytes) to /api/import/<entity>[/preview]. */
export function sendImport(api: (path: string) => string, entity: string, file: string | Buffer, options: { preview?: boolean; mapping?: Record<string, number | null> } = {}): Promise<Reply> {
  const body = typeof file === 'string' ? { text: file } : { content: file.toString('base64') };
  return sendJson('POST', api(`import/${entity}${options.preview ? '/preview' : ''}`), { ...body, ...(options.mapping ? { mapping: options.mapping } : {}) });
}
