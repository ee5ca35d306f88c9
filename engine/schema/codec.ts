// Converts between records on the wire (JSON: decimals, booleans, objects) and rows in either store
// (scaled integers, 0/1 in SQLite, JSON text in SQLite).
import { columnType } from './table.ts';
import { fromScaled, toScaled } from './scaled.ts';
import type { EntitySchema } from './types.ts';

export type Row = Record<string, unknown>;

type Kind = 'scaled' | 'boolean' | 'json' | 'number' | 'plain';
type Column = { name: string; kind: Kind; scale: number; stored: boolean; json: boolean };

/**
 * Each schema's columns with how their values convert, worked out once: a save converts every field of
 * the document and of each of its lines both ways, and reading the schema afresh for each was a tenth of
 * a save's CPU (measured with --cpu-prof on tests/bench/posting.bench.ts).
 */
const plans = new WeakMap<EntitySchema, Column[]>();

function planOf(schema: EntitySchema): Column[] {
  let plan = plans.get(schema);
  if (!plan) {
    plan = Object.entries(schema.properties).map(([name, property]) => {
      const json = columnType(property) === 'json';
      const kind: Kind =
        property['x-scale'] !== undefined ? 'scaled' : property.type === 'boolean' ? 'boolean' : json ? 'json' : property.type === 'integer' || property.type === 'number' ? 'number' : 'plain';
      return { name, kind, scale: property['x-scale'] ?? 0, stored: !property['x-virtual'] && name !== schema['x-entity'].key, json };
    });
    plans.set(schema, plan);
  }
  return plan;
}

/** Wire record -> row values for the stored properties present in the record. */
export function toRow(schema: EntitySchema, record: Row): Row {
  const row: Row = {};
  for (const { name, kind, scale, stored, json } of planOf(schema)) {
    if (!stored || !(name in record)) continue;
    const value = record[name];
    if (value === null || value === undefined) {
      row[name] = null;
    } else if (kind === 'scaled' && typeof value === 'number') {
      row[name] = toScaled(value, scale);
    } else if (json) {
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
  for (const { name, kind, scale } of planOf(schema)) {
    if (name === key || !(name in row)) continue;
    const value = row[name];
    if (value === null || value === undefined) {
      record[name] = null;
    } else if (kind === 'scaled') {
      record[name] = fromScaled(value as number, scale);
    } else if (kind === 'boolean') {
      record[name] = value === true || value === 1 || value === '1';
    } else if (kind === 'json') {
      record[name] = typeof value === 'string' ? JSON.parse(value) : value;
    } else if (kind === 'number') {
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
