// A business file holds rows as stored, the same on both stores: money in paise and quantities in
// thousandths (whole numbers), booleans as true/false (SQLite keeps 0/1), dates as yyyy-mm-dd, times as
// ISO text, JSON columns as JSON (SQLite keeps text). On the way in each value is checked against its
// column's type before anything is written.
import type { ColumnSpec } from '../../../engine/schema/index.ts';

/** A stored value of either store -> the file's value. */
export function fileValue(column: ColumnSpec, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (column.type) {
    case 'integer':
    case 'real':
      return Number(raw);
    case 'boolean':
      return raw === true || raw === 1 || raw === '1';
    case 'json':
      return typeof raw === 'string' ? JSON.parse(raw) : raw;
    case 'timestamp':
      return raw instanceof Date ? raw.toISOString() : String(raw);
    default:
      return String(raw);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a file's value cannot go into the column, or null when it can. */
export function valueProblem(column: ColumnSpec, value: unknown): string | null {
  if (value === null) return column.notNull ? 'is empty' : null;
  switch (column.type) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : 'must be a whole number';
    case 'real':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'must be a date (yyyy-mm-dd)';
    case 'timestamp':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'must be a time';
    case 'json':
      return null;
    default:
      return typeof value === 'string' ? null : 'must be text';
  }
}

/** A checked file value -> what the insert binds (JSON as text: SQLite keeps it so, PostgreSQL casts it). */
export function storedValue(column: ColumnSpec, value: unknown): unknown {
  if (value === null) return null;
  return column.type === 'json' ? JSON.stringify(value) : value;
}
