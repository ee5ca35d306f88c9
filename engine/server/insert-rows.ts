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

/** The rows' columns (their keys, in order), or null when a row lacks one or gives it as undefined. */
function uniformColumns(rows: Row[]): string[] | null {
  const columns: string[] = [];
  for (const name of Object.keys(rows[0])) if (rows[0][name] !== undefined) columns.push(name);
  const uniform = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && columns.every((name) => row[name] !== undefined);
  });
  return uniform ? columns : null;
}

/** `insert into table (columns) values (…), (…)`, its values pushed onto `parameters`. */
function insertText(table: string, columns: string[], rows: Row[], parameters: unknown[], dollar: boolean): string {
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const name of columns) {
      parameters.push(row[name]);
      marks.push(dollar ? `$${parameters.length}` : '?');
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  return `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')}`;
}

/** Parameters one statement may carry, below both stores' limits (SQLite 32,766, PostgreSQL 65,535). */
const MAX_PARAMETERS = 30_000;

type Later = { table: string; rows: Row[]; columns: string[] | null };

/** Inserts put off by insertLater, per transaction. */
const later = new WeakMap<Kysely<any>, Later[]>();

/**
 * Rows that nothing later in the transaction reads (a document's postings): written with the
 * transaction's next insertRows that returns nothing (its edit-log entry) in ONE statement on PostgreSQL,
 * as data-modifying WITH clauses, which saves a round trip each; before it, one statement each, on SQLite,
 * where a statement costs no round trip. The engine writes any still waiting before it commits
 * (writeLater), so none is lost.
 */
export function insertLater(db: Kysely<any>, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const list = later.get(db) ?? [];
  list.push({ table, rows, columns: uniformColumns(rows) });
  later.set(db, list);
}

/** Writes the rows insertLater put off in this transaction, one statement each. */
export async function writeLater(db: Kysely<any>): Promise<void> {
  const list = later.get(db);
  if (!list) return;
  later.delete(db);
  for (const { table, rows } of list) await insertRows(db, table, rows);
}

/**
 * Inserts `rows` into `table` in one statement and answers the `returning` columns of each (in no set
 * order, as RETURNING gives them). The columns are the rows' keys in order of first appearance; a row
 * that lacks one of them, or gives it as undefined, goes through Kysely, which writes the column's
 * default there. Rows put off by insertLater go first (in this statement on PostgreSQL when it returns
 * nothing).
 */
export async function insertRows(db: Kysely<any>, table: string, rows: Row[], returning: string[] = []): Promise<Row[]> {
  if (rows.length === 0) return [];
  const dollar = numbered(db);
  const waiting = later.get(db);
  const columns = uniformColumns(rows);
  const together =
    waiting !== undefined &&
    dollar &&
    returning.length === 0 &&
    columns !== null &&
    waiting.every((put) => put.columns !== null) &&
    [...waiting, { rows, columns }].reduce((sum, put) => sum + put.rows.length * put.columns!.length, 0) <= MAX_PARAMETERS;
  if (waiting && !together) await writeLater(db);
  if (!columns) {
    const query = db.insertInto(table).values(rows);
    return returning.length > 0 ? query.returning(returning).execute() : (await query.execute(), []);
  }
  const parameters: unknown[] = [];
  let text = '';
  if (together) {
    later.delete(db);
    text = `with ${waiting!.map((put, index) => `"later${index + 1}" as (${insertText(put.table, put.columns!, put.rows, parameters, dollar)})`).join(', ')} `;
  }
  text += insertText(table, columns, rows, parameters, dollar) + (returning.length > 0 ? ` returning ${returning.map(quoted).join(', ')}` : '');
  const result = await db.executeQuery<Row>(CompiledQuery.raw(text, parameters));
  return result.rows;
}
