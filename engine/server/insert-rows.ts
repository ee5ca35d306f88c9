// Multi-row inserts written straight to SQL text. A document's save inserts a few hundred values (the
// record, its lines, what its hooks post, the edit-log entry); building each through Kysely's query tree
// (a node and a frozen object per value) was a fifth of the save's CPU, measured with --cpu-prof on
// tests/bench/posting.bench.ts. The text is exactly what Kysely compiles for the same rows, so the
// stores cache the statement (SQLite by its text, PostgreSQL by its name: db/database.ts) as before.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Row } from '../schema/codec.ts';

/** Per dialect (its adapter, shared by every transaction of a Kysely instance): $1, $2 … or ?. */
const numberedPlaceholders = new WeakMap<object, boolean>();

function numbered(db: Kysely<any>): boolean {
  const adapter = db.getExecutor().adapter;
  let answer = numberedPlaceholders.get(adapter);
  if (answer === undefined) {
    answer = sql`${0}`.compile(db).sql === '$1';
    numberedPlaceholders.set(adapter, answer);
  }
  return answer;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts `rows` into `table` in one statement and answers the `returning` columns of each (in no set
 * order, as RETURNING gives them). The columns are the rows' keys in order of first appearance; a row
 * that lacks one of them, or gives it as undefined, goes through Kysely, which writes the column's
 * default there.
 */
export async function insertRows(db: Kysely<any>, table: string, rows: Row[], returning: string[] = []): Promise<Row[]> {
  if (rows.length === 0) return [];
  const columns: string[] = [];
  for (const name of Object.keys(rows[0])) if (rows[0][name] !== undefined) columns.push(name);
  const uniform = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && columns.every((name) => row[name] !== undefined);
  });
  if (!uniform) {
    const query = db.insertInto(table).values(rows);
    return returning.length > 0 ? query.returning(returning).execute() : (await query.execute(), []);
  }
  const dollar = numbered(db);
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const name of columns) {
      parameters.push(row[name]);
      marks.push(dollar ? `$${parameters.length}` : '?');
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  const text =
    `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')}` +
    (returning.length > 0 ? ` returning ${returning.map(quoted).join(', ')}` : '');
  const result = await db.executeQuery<Row>(CompiledQuery.raw(text, parameters));
  return result.rows;
}
