// The first sheet of an Excel workbook (.xlsx) as rows of text, read with read-excel-file (maintained,
// built on fflate, which the app already uses to write its .xlsx exports). Numbers are taken as the
// digits the file stores, never through a float, so ₹1,234.56 stays exact; dates become yyyy-mm-dd.
import { readSheet } from 'read-excel-file/node';

export async function readXlsxRows(file: Buffer): Promise<string[][]> {
  const data = await readSheet<string>(file, { parseNumber: (text: string) => text });
  return data.map((row) => row.map(cellText));
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}
