// Line tables: a document's lines travel inside it as an array property marked "x-lines" (naming the
// line entity), are validated row by row with the line entity's own schema, and are stored in that
// entity's table under the document's key (x-entity.parentKey of the line schema), numbered LineNo.
// On update the lines are replaced as a whole; one multi-row insert writes them, whatever their count.
import type { Kysely } from 'kysely';
import { fromRow, toRow, type Row } from '../schema/codec.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import type { EntityValidator, FieldError } from '../schema/validator.ts';
import { selectRecords, tableOf } from './read-query.ts';

export type LineTable = { property: string; schema: EntitySchema; parentKey: string; minItems: number };

export function lineTablesOf(schema: EntitySchema, registry: Registry): LineTable[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => typeof property['x-lines'] === 'string')
    .map(([name, property]) => {
      const lineSchema = registry.get(property['x-lines'] as string)!;
      return { property: name, schema: lineSchema, parentKey: String(lineSchema['x-entity'].parentKey), minItems: Number(property.minItems ?? 0) };
    });
}

/** Validates each row; errors carry paths like /BillItems/2/Qty. */
export function validateLines(table: LineTable, validator: EntityValidator, input: unknown, title: string): { rows: Row[]; errors: FieldError[] } {
  const given = input === undefined || input === null ? [] : input;
  if (!Array.isArray(given)) return { rows: [], errors: [{ path: `/${table.property}`, message: `${title} must be a list` }] };
  const errors: FieldError[] = [];
  if (given.length < table.minItems) errors.push({ path: `/${table.property}`, message: `${title} needs at least ${table.minItems} line${table.minItems === 1 ? '' : 's'}` });
  const rows: Row[] = [];
  given.forEach((line, index) => {
    const result = validator.check(line);
    if (result.ok) rows.push(result.value);
    else errors.push(...result.errors.map((error) => ({ path: `/${table.property}/${index}${error.path}`, message: `Line ${index + 1}: ${error.message}` })));
  });
  return { rows, errors };
}

export async function insertLines(trx: Kysely<any>, table: LineTable, tenantId: number, parentId: number, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto(tableOf(table.schema))
    .values(rows.map((row, index) => ({ ...toRow(table.schema, row), tenant_id: tenantId, [table.parentKey]: parentId, LineNo: index + 1 })))
    .execute();
}

export async function deleteLines(trx: Kysely<any>, table: LineTable, tenantId: number, parentId: number): Promise<void> {
  await trx.deleteFrom(tableOf(table.schema)).where('tenant_id', '=', tenantId).where(table.parentKey, '=', parentId).execute();
}

export async function readLines(db: Kysely<any>, registry: Registry, table: LineTable, tenantId: number, parentId: number): Promise<Row[]> {
  const rows = await selectRecords(db, registry, table.schema, tenantId).where(`t.${table.parentKey}`, '=', parentId).orderBy('t.LineNo').execute();
  return rows.map((row) => fromRow(table.schema, row));
}
