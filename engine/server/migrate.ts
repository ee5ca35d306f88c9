// Brings the database up to the declared tables: creates what is missing, adds missing columns, and
// creates the unique sets and indexes a schema declares on existing tables too (named by their columns).
// Running it again changes nothing, so it runs at every start. Columns are never dropped or retyped
// here: that loses data and belongs in a reviewed, hand-written migration, so a column whose declared
// type differs from the table's stops the start, as does a new unique set the existing rows break.
// A unique set with a column compared without regard to case (x-ignoreCase) gets an index on the
// lower-cased text; where existing rows already differ only in case, that index waits (the set stays
// unique as typed) and the start goes on with a note saying which rows to tell apart.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ignoresCase, type ColumnSpec, type ColumnType, type TableSpec } from '../schema/table.ts';
import { caselessIndexName, indexName, uniqueIndexName } from './index-names.ts';
import { existingIndexes, type ExistingIndex } from './introspect-indexes.ts';

/** A declared table the database cannot be brought to without losing or breaking data. */
export class MigrationError extends Error {}

export type Dialect = 'sqlite' | 'postgres';

const TYPES: Record<Dialect, Record<ColumnType, string>> = {
  sqlite: { text: 'text', integer: 'integer', boolean: 'integer', date: 'text', timestamp: 'text', json: 'text', real: 'real' },
  postgres: { text: 'text', integer: 'bigint', boolean: 'boolean', date: 'date', timestamp: 'timestamptz', json: 'jsonb', real: 'double precision' },
};

/** Brings the tables up; answers notes on what it had to leave for later (for the server's log). */
export async function migrate(db: Kysely<any>, dialect: Dialect, tables: TableSpec[]): Promise<string[]> {
  const notes: string[] = [];
  const existing = new Map((await db.introspection.getTables()).map((table) => [table.name, table]));
  for (const table of tables) {
    const found = existing.get(table.name);
    if (!found) {
      await createTable(db, dialect, table);
      // The sets that ignore case are indexes on expressions, made after the table.
      if (table.unique.some((set) => ignoresCase(table, set))) await createUniqueSets(db, table, await existingIndexes(db, dialect, table.name), notes);
      await createIndexes(db, table, []);
      continue;
    }
    const have = new Map(found.columns.map((column) => [column.name.toLowerCase(), column]));
    for (const column of table.columns) {
      const present = have.get(column.name.toLowerCase());
      if (!present) await addColumn(db, dialect, table.name, column);
      else checkType(dialect, table.name, column, present.dataType);
    }
    const indexes = await existingIndexes(db, dialect, table.name);
    await createUniqueSets(db, table, indexes, notes);
    await createIndexes(db, table, indexes);
  }
  return notes;
}

/** The type name each store reports for a declared column type (SQLite: as declared; PostgreSQL: its typname). */
const REPORTED: Record<Dialect, Record<ColumnType, string>> = {
  sqlite: { text: 'text', integer: 'integer', boolean: 'integer', date: 'text', timestamp: 'text', json: 'text', real: 'real' },
  postgres: { text: 'text', integer: 'int8', boolean: 'bool', date: 'date', timestamp: 'timestamptz', json: 'jsonb', real: 'float8' },
};

function checkType(dialect: Dialect, table: string, column: ColumnSpec, reported: string): void {
  const expected = REPORTED[dialect][column.type];
  if (reported.toLowerCase() === expected) return;
  throw new MigrationError(
    `table ${table}: column ${column.name} is ${reported.toLowerCase()} in the database but the schema makes it ${column.type} (${expected}); a type change needs a hand-written migration`,
  );
}

const tenantOf = (table: TableSpec) => (table.tenantScoped ? ['tenant_id'] : []);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((column, n) => column.toLowerCase() === b[n].toLowerCase());
const sameColumns = (index: ExistingIndex, columns: string[]) => sameSet(index.columns, columns);

/** Each declared unique set the table lacks, after checking that no existing rows share its values. */
async function createUniqueSets(db: Kysely<any>, table: TableSpec, indexes: ExistingIndex[], notes: string[]): Promise<void> {
  for (const set of table.unique) {
    const columns = [...tenantOf(table), ...set];
    if (ignoresCase(table, set)) {
      const name = caselessIndexName(table.name, set);
      if (indexes.some((index) => index.name === name)) continue;
      const keys = columns.map((column): RawBuilder<unknown> => (table.ignoreCase?.includes(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column)));
      const shared = await sharedValues(db, table, set, keys);
      if (!shared) {
        await sql`create unique index if not exists ${sql.id(name)} on ${sql.table(table.name)} (${sql.join(keys)})`.execute(db);
        continue;
      }
      notes.push(`table ${table.name}: (${set.join(', ')}) is not yet unique regardless of case: existing rows differ only in case (${shared}); it stays unique as typed until they are told apart`);
      // Falls through: the set is at least unique as typed.
    }
    if (indexes.some((index) => index.unique && sameColumns(index, columns))) continue;
    const shared = await sharedValues(db, table, set, columns.map((column) => sql.ref(column)));
    if (shared) throw new MigrationError(`table ${table.name}: cannot make (${set.join(', ')}) unique: existing rows share ${shared}`);
    await db.schema.createIndex(uniqueIndexName(table.name, set)).ifNotExists().unique().on(table.name).columns(columns).execute();
  }
}

/** Values (as the index would hold them) that two complete rows share, described; or null. */
async function sharedValues(db: Kysely<any>, table: TableSpec, set: string[], keys: RawBuilder<unknown>[]): Promise<string | null> {
  const columns = [...tenantOf(table), ...set];
  // Rows with an empty column never clash (both stores let a unique index hold many NULLs), so only
  // complete rows are compared: an optional key added to a table that has rows is not a duplicate.
  const complete = sql.join(set.map((column) => sql`${sql.ref(column)} is not null`), sql` and `);
  const picked = sql.join(keys.map((key, n) => sql`${key} as ${sql.ref(columns[n])}`));
  const { rows } = await sql<Record<string, unknown>>`select ${picked} from ${sql.table(table.name)} where ${complete} group by ${sql.join(keys)} having count(*) > 1 limit 1`.execute(db);
  if (rows.length === 0) return null;
  const values = set.map((column) => `${column}=${JSON.stringify(rows[0][column])}`).join(', ');
  return `${values}${table.tenantScoped ? ` (tenant ${String(rows[0].tenant_id)})` : ''}`;
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
  for (const columns of table.unique) {
    if (!ignoresCase(table, columns)) builder = builder.addUniqueConstraint(uniqueIndexName(table.name, columns), [...tenant, ...columns] as any);
  }
  await builder.execute();
}

async function addColumn(db: Kysely<any>, dialect: Dialect, tableName: string, column: ColumnSpec): Promise<void> {
  await db.schema.alterTable(tableName).addColumn(column.name, sql.raw(columnSql(dialect, column, true))).execute();
}

/**
 * Each declared index the table lacks (an index on the same columns under any name counts); then the
 * indexes on a former set (formerIndexes) are dropped, after their replacement exists, never a unique one.
 */
async function createIndexes(db: Kysely<any>, table: TableSpec, indexes: ExistingIndex[]): Promise<void> {
  for (const set of table.indexes) {
    const columns = [...tenantOf(table), ...set];
    if (indexes.some((index) => sameColumns(index, columns))) continue;
    await db.schema.createIndex(indexName(table.name, set)).ifNotExists().on(table.name).columns(columns).execute();
  }
  for (const set of table.formerIndexes ?? []) {
    const columns = [...tenantOf(table), ...set];
    if (table.indexes.some((declared) => sameSet([...tenantOf(table), ...declared], columns))) continue; // declared again: kept
    for (const index of indexes) if (!index.unique && sameColumns(index, columns)) await db.schema.dropIndex(index.name).ifExists().execute();
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
