// Compiles an entity schema into a store-neutral table description; engine/server/migrate.ts
// turns that into DDL for either store. Server code may also declare tables directly as TableSpec.
import type { EntitySchema, PropertySchema } from './types.ts';

export type ColumnType = 'text' | 'integer' | 'boolean' | 'date' | 'timestamp' | 'json' | 'real';

export type ColumnSpec = { name: string; type: ColumnType; notNull?: boolean };

export type TableSpec = {
  name: string;
  /** Adds a leading tenant_id to the table, its key, every unique constraint and index. */
  tenantScoped: boolean;
  /** A generated whole-number key (per-store identity), or null when primaryKey names the key. */
  autoKey: string | null;
  primaryKey?: string[];
  columns: ColumnSpec[];
  unique: string[][];
  /** Text columns compared without regard to letter case in the unique sets that hold them. */
  ignoreCase?: string[];
  indexes: string[][];
  /**
   * Column sets of plain indexes an earlier version declared and a wider declared one now does the work
   * of: dropped once the declared indexes exist, so a database made before keeps no index that every
   * insert still pays for and no query needs.
   */
  formerIndexes?: string[][];
};

/** Columns every entity table carries, set by the server and never taken from input. */
export const AUDIT_COLUMNS: ColumnSpec[] = [
  { name: 'CreatedBy', type: 'text' },
  { name: 'CreatedOn', type: 'timestamp' },
  { name: 'UpdatedBy', type: 'text' },
  { name: 'UpdatedOn', type: 'timestamp' },
  { name: 'RowVersion', type: 'integer', notNull: true },
];

export function tableFromSchema(schema: EntitySchema): TableSpec {
  const meta = schema['x-entity'];
  const columns: ColumnSpec[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name === meta.key || property['x-virtual']) continue;
    columns.push({ name, type: columnType(property) });
  }
  for (const audit of auditColumns(schema)) {
    if (!columns.some((column) => column.name === audit.name)) columns.push(audit);
  }
  return {
    name: meta.table ?? meta.name,
    tenantScoped: true,
    autoKey: meta.key,
    columns,
    unique: meta.unique ?? [],
    ignoreCase: Object.keys(schema.properties).filter((name) => schema.properties[name]['x-ignoreCase'] === true),
    indexes: meta.indexes ?? [],
  };
}

/** Whether a unique set holds a column compared without regard to case (its index is on lower-cased text). */
export const ignoresCase = (table: Pick<TableSpec, 'ignoreCase'>, set: readonly string[]) => set.some((column) => table.ignoreCase?.includes(column));

/** The audit columns of an entity; none for line tables (x-entity.audit false), whose document has them. */
export function auditColumns(schema: EntitySchema): ColumnSpec[] {
  return schema['x-entity'].audit === false ? [] : AUDIT_COLUMNS;
}

export function columnType(property: PropertySchema): ColumnType {
  switch (property.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return property['x-scale'] !== undefined ? 'integer' : 'real';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'json';
    default:
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'timestamp';
      return 'text';
  }
}
