// A list's export: every row of the list as filtered, searched and sorted now (not only the page on
// screen), fetched a server page at a time, as the report exports build them (CSV and Excel). A column
// keeps its kind (money, quantity, date) so a spreadsheet can sum it; a choice or a yes/no is written
// as the label the list shows.
import type { ColDef } from 'ag-grid-community';
import type { EntitySchema } from '../../schema/types.ts';
import type { ReportColumn, ReportColumnType } from '../../schema/report-schema.ts';
import { scaleOf } from '../../schema/ui-schema.ts';
import type { EntityApi, ListQuery } from '../api.ts';
import type { Row } from '../grid-columns.ts';
import type { ExportTable } from '../report/export-csv.ts';

/** The most rows the server answers in one page (engine/server/list-query.ts MAX_PER_PAGE). */
export const EXPORT_PAGE_SIZE = 1000;

/** Every row the query selects, page after page; `onProgress` hears how many have come so far. */
export async function fetchEveryRow(api: Pick<EntityApi, 'list'>, entity: string, query: ListQuery, onProgress?: (fetched: number, total: number) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.list(entity, { ...query, page, perPage: EXPORT_PAGE_SIZE });
    rows.push(...result.rows);
    onProgress?.(rows.length, result.total);
    if (result.rows.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/** The list's columns as an export table's, with their rows: labels where the list shows labels. */
export function listExportTable(schema: EntitySchema, columns: ColDef<Row>[], rows: Row[]): ExportTable {
  const exportColumns = columns.map((column) => exportColumn(schema, column));
  const labelled = columns.filter((column, index) => exportColumns[index].type === 'text' && typeof column.valueFormatter === 'function');
  const shown = labelled.length === 0 ? rows : rows.map((row) => withLabels(row, labelled));
  return { columns: exportColumns, rows: shown as ExportTable['rows'] };
}

function exportColumn(schema: EntitySchema, column: ColDef<Row>): ReportColumn {
  const field = String(column.field ?? column.colId);
  return { field, title: String(column.headerName ?? field), type: columnType(schema, field) };
}

function columnType(schema: EntitySchema, field: string): ReportColumnType {
  const property = schema.properties[field];
  if (!property || Array.isArray(property.enum)) return 'text';
  if (property.format === 'date') return 'date';
  if (property.type !== 'number' && property.type !== 'integer') return 'text';
  const scale = scaleOf(property);
  if (scale === 2) return 'money';
  if (scale === 3) return 'quantity';
  return 'number';
}

/** The row with each labelled column's value replaced by the text the grid shows for it. */
function withLabels(row: Row, columns: ColDef<Row>[]): Row {
  const shown: Row = { ...row };
  for (const column of columns) {
    const field = String(column.field ?? column.colId);
    const format = column.valueFormatter as (params: { value: unknown; data: Row }) => string;
    shown[field] = format({ value: row[field], data: row });
  }
  return shown;
}
