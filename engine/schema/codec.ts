// Converts between records on the wire (JSON: decimals, booleans, objects) and rows in either store
// (scaled integers, 0/1 in SQLite, JSON text in SQLite).
import { columnType } from './table.ts';
import { fromScaled, toScaled } from './scaled.ts';
import type { EntitySchema } from './types.ts';

export type Row = Record<string, unknown>;

/** Wire record -> row values for the stored properties present in the record. */
export function toRow(schema: EntitySchema, record: Row): Row {
  const row: Row = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property['x-virtual'] || name === schema['x-entity'].key || !(name in record)) continue;
    const value = record[name];
    if (value === null || value === undefined) {
      row[name] = null;
    } else if (property['x-scale'] !== undefined && typeof value === 'number') {
      row[name] = toScaled(value, property['x-scale']);
    } else if (columnType(property) === 'json') {
      row[name] = JSON.stringify(value); // text in SQLite, cast to jsonb by PostgreSQL
    } else {
      row[name] = value;
    }
  }
  return row;
}

/** Row from either store -> wire record. Unknown columns (tenant_id) are dropped. */
export function fromRow(schema: EntitySchema, row: Row): Row {
  const key = schema['x-entity'].key;
  const record: Row = { [key]: row[key] === null || row[key] === undefined ? row[key] : Number(row[key]) };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name === key || !(name in row)) continue;
    const value = row[name];
    if (value === null || value === undefined) {
      record[name] = null;
    } else if (property['x-scale'] !== undefined) {
      record[name] = fromScaled(value as number, property['x-scale']);
    } else if (property.type === 'boolean') {
      record[name] = value === true || value === 1 || value === '1';
    } else if (columnType(property) === 'json' && typeof value === 'string') {
      record[name] = JSON.parse(value);
    } else if (property.type === 'integer' || property.type === 'number') {
      record[name] = Number(value);
    } else {
      record[name] = value;
    }
  }
  for (const audit of ['CreatedBy', 'CreatedOn', 'UpdatedBy', 'UpdatedOn', 'RowVersion']) {
    if (audit in row && !(audit in record)) record[audit] = audit === 'RowVersion' ? Number(row[audit]) : row[audit];
  }
  return record;
}
