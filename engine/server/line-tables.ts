// Line tables: a document's lines travel inside it as an array property marked "x-lines" (naming the
// line entity), are validated row by row with the line entity's own schema, and are stored in that
// entity's table under the document's key (x-entity.parentKey of the line schema), numbered LineNo.
// On update the lines are replaced as a whole, written by one multi-row insert (several for a very long
// document, each below what the stores take as parameters of one statement).
import type { Kysely } from 'kysely';
import { fromRow, toRow, type Row } from '../schema/codec.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import type { EntityValidator, FieldError } from '../schema/validator.ts';
import { insertRows } from './insert-rows.ts';
import { selectRecords, storedColumns, tableOf } from './read-query.ts';

export type LineTable = { property: string; schema: EntitySchema; parentKey: string; minItems: number; maxItems: number };

/**
 * Lines a record may have when its schema sets no maxItems: a cap keeps one request's work bounded (the
 * app's schemas may set their own, after the rules of their trade).
 */
export const DEFAULT_MAX_LINES = 1000;

/**
 * Parameters one insert may carry: SQLite takes 32,766 (SQLITE_MAX_VARIABLE_NUMBER since 3.32) and
 * PostgreSQL 65,535, so lines are written in batches that stay below the smaller, with room to spare.
 */
const MAX_PARAMETERS = 30_000;

export function lineTablesOf(schema: EntitySchema, registry: Registry): LineTable[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => typeof property['x-lines'] === 'string')
    .map(([name, property]) => {
      const lineSchema = registry.get(property['x-lines'] as string)!;
      return {
        property: name,
        schema: lineSchema,
        parentKey: String(lineSchema['x-entity'].parentKey),
        minItems: Number(property.minItems ?? 0),
        maxItems: Number(property.maxItems ?? DEFAULT_MAX_LINES),
      };
    });
}

/** Validates each row; errors carry paths like /BillItems/2/Qty. */
export function validateLines(table: LineTable, validator: EntityValidator, input: unknown, title: string): { rows: Row[]; errors: FieldError[] } {
  const given = input === undefined || input === null ? [] : input;
  if (!Array.isArray(given)) return { rows: [], errors: [{ path: `/${table.property}`, message: `${title} must be a list` }] };
  const errors: FieldError[] = [];
  if (given.length < table.minItems) errors.push({ path: `/${table.property}`, message: `${title} needs at least ${table.minItems} line${table.minItems === 1 ? '' : 's'}` });
  // Refused before any line is looked at, so an enormous list costs nothing.
  if (given.length > table.maxItems) return { rows: [], errors: [{ path: `/${table.property}`, message: `${title} can have at most ${table.maxItems} lines (this has ${given.length})` }] };
  const rows: Row[] = [];
  given.forEach((line, index) => {
    const result = validator.check(line);
    if (result.ok) rows.push(result.value);
    else errors.push(...result.errors.map((error) => ({ path: `/${table.property}/${index}${error.path}`, message: `Line ${index + 1}: ${error.message}` })));
  });
  return { rows, errors };
}

/** Inserts the lines (one statement, or a few for a very long document) and answers them as stored, in line order. */
export async function insertLines(trx: Kysely<any>, table: LineTable, tenantId: number, parentId: number, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row, index) => ({ ...toRow(table.schema, row), tenant_id: tenantId, [table.parentKey]: parentId, LineNo: index + 1 }));
  const perRow = new Set(values.flatMap((value) => Object.keys(value))).size; // the statement's columns
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  const stored: Row[] = [];
  for (let start = 0; start < values.length; start += batch) {
    stored.push(...(await insertRows(trx, tableOf(table.schema), values.slice(start, start + batch), storedColumns(table.schema))));
  }
  // RETURNING gives no order for a multi-row insert on either store: the line number does.
  return stored.map((row) => fromRow(table.schema, row)).sort((a, b) => Number(a.LineNo) - Number(b.LineNo));
}

export async function deleteLines(trx: Kysely<any>, table: LineTable, tenantId: number, parentId: number): Promise<void> {
  await trx.deleteFrom(tableOf(table.schema)).where('tenant_id', '=', tenantId).where(table.parentKey, '=', parentId).execute();
}

export async function readLines(db: Kysely<any>, registry: Registry, table: LineTable, tenantId: number, parentId: number): Promise<Row[]> {
  const rows = await selectRecords(db, registry, table.schema, tenantId).where(`t.${table.parentKey}`, '=', parentId).orderBy('t.LineNo').execute();
  return rows.map((row) => fromRow(table.schema, row));
}
