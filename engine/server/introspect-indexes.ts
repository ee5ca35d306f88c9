// The indexes a table has (its unique constraints among them), with their columns in order, from each
// store's catalog: what the migrator compares a schema's unique sets and indexes against.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './migrate.ts';

export type ExistingIndex = { name: string; unique: boolean; columns: string[] };

export async function existingIndexes(db: Kysely<any>, dialect: Dialect, table: string): Promise<ExistingIndex[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; unique: number; column: string }>`
      select l.name as name, l."unique" as "unique", i.name as "column"
      from pragma_index_list(${table}) l join pragma_index_info(l.name) i
      order by l.name, i.seqno`.execute(db);
    return group(rows.map((row) => ({ ...row, unique: Number(row.unique) === 1 })));
  }
  const { rows } = await sql<{ name: string; unique: boolean; column: string }>`
    select ic.relname as name, x.indisunique as "unique", a.attname as "column"
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class ic on ic.oid = x.indexrelid
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace
    order by ic.relname, k.position`.execute(db);
  return group(rows);
}

function group(rows: Array<{ name: string; unique: boolean; column: string | null }>): ExistingIndex[] {
  const byName = new Map<string, ExistingIndex>();
  for (const row of rows) {
    const index = byName.get(row.name) ?? { name: row.name, unique: row.unique, columns: [] };
    // A column of an index on an expression (lower("Name")) has no name: it matches no plain column set.
    index.columns.push(row.column ?? '');
    byName.set(row.name, index);
  }
  return [...byName.values()];
}
