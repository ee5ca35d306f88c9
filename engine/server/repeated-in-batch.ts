// Records of one batch that repeat a unique column set (x-entity.unique) of a record before them. Used by
// the store's createMany for its batch, and by a caller that writes a long list in several batches and
// must find repeats across all of them first.
import type { Row } from '../schema/codec.ts';
import type { EntitySchema } from '../schema/types.ts';
import type { FieldError } from './http-error.ts';

/** A column's value as its unique index compares it: lower-cased for a column ignoring case (x-ignoreCase). */
export function uniqueText(schema: EntitySchema, column: string, value: unknown): string {
  return schema.properties[column]?.['x-ignoreCase'] === true ? String(value).toLowerCase() : String(value);
}

/** Each record repeating an earlier one's unique set is named in `errors` (path `/<index>/<first column>`) and set to null in `values`. */
export function markRepeated(schema: EntitySchema, values: Array<Row | null>, errors: FieldError[]): void {
  for (const columns of schema['x-entity'].unique ?? []) {
    const keyOf = (row: Row) => (columns.every((column) => row[column] !== undefined && row[column] !== null) ? JSON.stringify(columns.map((column) => uniqueText(schema, column, row[column]))) : null);
    const titles = columns.map((column) => schema.properties[column]?.title ?? column).join(' and ');
    const firstAt = new Map<string, number>();
    values.forEach((row, index) => {
      const key = row && keyOf(row);
      if (!key) return;
      const first = firstAt.get(key);
      if (first === undefined) return void firstAt.set(key, index);
      errors.push({ path: `/${index}/${columns[0]}`, message: `${titles} "${columns.map((column) => row[column]).join(', ')}" is given again (first at record ${first + 1})` });
      values[index] = null;
    });
  }
}
