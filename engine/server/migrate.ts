// Brings the database up to the declared tables: creates what is missing and adds missing columns.
// Running it again changes nothing, so it runs at every start. Columns are never dropped or retyped
// here: that loses data and belongs in a reviewed, hand-written migration.
import { sql, type Kysely } from 'kysely';
import type { ColumnSpec, ColumnType, TableSpec } from '../schema/table.ts';

export type Dialect = 'sqlite' | 'postgres';

const TYPES: Record<Dialect, Record<ColumnType, string>> = {
  sqlite: { text: 'text', integer: 'integer', boolean: 'integer', date: 'text', timestamp: 'text', json: 'text', real: 'real' },
  postgres: { text: 'text', integer: 'bigint', boolean: 'boolean', date: 'date', timestamp: 'timestamptz', json: 'jsonb', real: 'double precision' },
};

export async function migrate(db: Kysely<any>, dialect: Dialect, tables: TableSpec[]): Promise<void> {
  const existing = new Map((await db.introspection.getTables()).map((table) => [table.name, table]));
  for (const table of tables) {
    const found = existing.get(table.name);
    if (!found) {
      await createTable(db, dialect, table);
    } else {
      const have = new Set(found.columns.map((column) => column.name.toLowerCase()));
      for (const column of table.columns) {
        if (!have.has(column.name.toLowerCase())) await addColumn(db, dialect, table.name, column);
      }
    }
    await createIndexes(db, table);
  }
}

async function createTable(db: Kysely<any>, dialect: Dialect, table: TableSpec): Promise<void> {
  let builder = db.schema.createTable(table.name).ifNotExists();
  const tenant = table.tenantScoped ? ['tenant_id'] : [];
  if (table.autoKey && dialect === 'sqlite') {
    // SQLite: an INTEGER PRIMARY KEY is the rowid, the fastest key it has; it is unique store-wide,
    // so it is unique within each tenant too. AUTOINCREMENT stops SQLite from handing a deleted
    // record's id to the next one, which would make old edit-log entries and links point at it.
    builder = builder.addColumn(table.autoKey, 'integer', (column) => column.primaryKey().autoIncrement());
  } else if (table.autoKey) {
    builder = builder.addColumn(table.autoKey, 'bigint', (column) => column.generatedByDefaultAsIdentity().notNull());
  }
  if (table.tenantScoped) builder = builder.addColumn('tenant_id', sql.raw(TYPES[dialect].integer), (c) => c.notNull());
  for (const column of table.columns) {
    builder = builder.addColumn(column.name, sql.raw(columnSql(dialect, column)));
  }
  const primaryKey = table.autoKey ? (dialect === 'postgres' ? [...tenant, table.autoKey] : null) : [...tenant, ...(table.primaryKey ?? [])];
  if (primaryKey && primaryKey.length > 0) builder = builder.addPrimaryKeyConstraint(`${table.name}_pk`, primaryKey as any);
  table.unique.forEach((columns, index) => {
    builder = builder.addUniqueConstraint(`${table.name}_uq${index + 1}`, [...tenant, ...columns] as any);
  });
  await builder.execute();
}

async function addColumn(db: Kysely<any>, dialect: Dialect, tableName: string, column: ColumnSpec): Promise<void> {
  await db.schema.alterTable(tableName).addColumn(column.name, sql.raw(columnSql(dialect, column, true))).execute();
}

async function createIndexes(db: Kysely<any>, table: TableSpec): Promise<void> {
  const tenant = table.tenantScoped ? ['tenant_id'] : [];
  for (const [index, columns] of table.indexes.entries()) {
    await db.schema
      .createIndex(`${table.name}_ix${index + 1}`)
      .ifNotExists()
      .on(table.name)
      .columns([...tenant, ...columns])
      .execute();
  }
}

/**
 * NOT NULL columns of a simple type get a zero default so that adding one to a filled table works in
 * both stores; a date, time or JSON column added later stays nullable (there is no honest zero).
 */
function columnSql(dialect: Dialect, column: ColumnSpec, adding = false): string {
  const type = TYPES[dialect][column.type];
  if (!column.notNull) return type;
  const zero = ZERO[column.type]?.[dialect];
  if (zero === undefined) return adding ? type : `${type} not null`;
  return `${type} not null default ${zero}`;
}

const ZERO: Partial<Record<ColumnType, Record<Dialect, string>>> = {
  integer: { sqlite: '0', postgres: '0' },
  real: { sqlite: '0', postgres: '0' },
  boolean: { sqlite: '0', postgres: 'false' },
  text: { sqlite: "''", postgres: "''" },
};
