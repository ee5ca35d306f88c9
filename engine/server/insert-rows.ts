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

type Part = { table: string; columns: string[]; rows: Row[] };

/**
 * Statement texts by shape (the tables, columns and row counts of their parts, the placeholders, what is
 * returned): the same string each time, so building it (a few hundred placeholders) and the stores'
 * look-ups of it by text (SQLite's statement cache, PostgreSQL's statement names) cost one hash of a
 * short key rather than work over the whole text. Cleared when it holds many shapes.
 */
const texts = new Map<string, string>();

/**
 * One statement for `parts` (several: the first ones as data-modifying WITH clauses, PostgreSQL only),
 * the last returning `returning`; their values pushed onto `parameters` in the order of the text.
 */
function statementText(parts: Part[], returning: string[], dollar: boolean, parameters: unknown[]): string {
  const key = `${dollar ? '$' : '?'}\u0000${returning.join('\u0001')}\u0000${parts.map((part) => `${part.table}\u0001${part.rows.length}\u0001${part.columns.join('\u0001')}`).join('\u0000')}`;
  for (const { columns, rows } of parts) for (const row of rows) for (const name of columns) parameters.push(row[name]);
  let text = texts.get(key);
  if (text === undefined) {
    let next = 0;
    const insert = ({ table, columns, rows }: Part) =>
      `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${rows.map(() => `(${columns.map(() => (dollar ? `$${(next += 1)}` : '?')).join(', ')})`).join(', ')}`;
    const clauses = parts.slice(0, -1).map((part, index) => `"later${index + 1}" as (${insert(part)})`);
    text = (clauses.length > 0 ? `with ${clauses.join(', ')} ` : '') + insert(parts[parts.length - 1]) + (returning.length > 0 ? ` returning ${returning.map(quoted).join(', ')}` : '');
    if (texts.size >= 500) texts.clear();
    texts.set(key, text);
  }
  return text;
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
  if (together) later.delete(db);
  const parts: Part[] = [...(together ? waiting!.map((put) => ({ table: put.table, columns: put.columns!, rows: put.rows })) : []), { table, columns, rows }];
  const parameters: unknown[] = [];
  const text = statementText(parts, returning, dollar, parameters);
  const result = await db.executeQuery<Row>(CompiledQuery.raw(text, parameters));
  return result.rows;
}
