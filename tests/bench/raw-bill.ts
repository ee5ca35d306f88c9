// The posting benchmark's baseline: the rows one API save wrote, inserted again with plain SQL. Used by the
// benchmark itself (raw inserts) and by its HTTP floor (the same inserts behind a bare HTTP server).
import type { Sql } from './seed.ts';

type Rows = Record<string, unknown>[];

/** Every row one save wrote: the bill, its lines, its journal and stock, its edit-log entry. */
export type SavedRows = { bill: Rows; lines: Rows; journal: Rows; stock: Rows; log: Rows };

/**
 * Every row one API save wrote, read back whole: the baseline inserts copies of exactly these, column for
 * column, so it writes what the save writes. (The save also takes the bill's number from
 * document_counter; the baseline gives its number itself, so it does a little less than the save.)
 */
export async function rowsOfSave(sql: Sql, tenantId: number, billId: number): Promise<SavedRows> {
  const where = 'tenant_id = $1 and doc_type = $2 and doc_id = $3';
  return {
    bill: await sql.query('select * from sales where tenant_id = $1 and "Id" = $2', [tenantId, billId]),
    lines: await sql.query('select * from salesline where tenant_id = $1 and "SalesId" = $2', [tenantId, billId]),
    journal: await sql.query(`select * from journal_line where ${where}`, [tenantId, 'sales', billId]),
    stock: await sql.query(`select * from stock_move where ${where}`, [tenantId, 'sales', billId]),
    log: await sql.query('select * from edit_log where tenant_id = $1 and entity = $2 and record_id = $3', [tenantId, 'sales', billId]),
  };
}

/** One multi-row insert of `rows` into `table` without their generated key, each row changed by `set`. */
function insertOf(table: string, key: string, rows: Rows, set: Record<string, unknown>): [string, unknown[]] {
  const columns = Object.keys(rows[0]).filter((column) => column !== key);
  const values: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((column) => (values.push(column in set ? set[column] : row[column]), `$${values.length}`)).join(', ')})`);
  return [`insert into ${table} (${columns.map((column) => `"${column}"`).join(', ')}) values ${tuples.join(', ')}`, values];
}

/**
 * The best plain SQL for the rows one save writes: in one transaction, one multi-row insert per table of
 * copies of a saved bill's rows (rowsOfSave), on the server's own settings (connectStore: SQLite's WAL with
 * synchronous = NORMAL; PostgreSQL's defaults) with each statement prepared once (named on PostgreSQL).
 * `n` gives the copy a number of its own (the bill number is unique).
 */
export async function rawBill(sql: Sql, saved: SavedRows, n: number): Promise<void> {
  await sql.query('begin');
  const [billText, billValues] = insertOf('sales', 'Id', saved.bill, { BillNo: 1_000_000 + n, PrefixBillNo: `R/${n}` });
  const [bill] = await sql.query(`${billText} returning "Id"`, billValues);
  const id = bill.Id;
  for (const [table, rows, set] of [
    ['salesline', saved.lines, { SalesId: id }],
    ['journal_line', saved.journal, { doc_id: id }],
    ['stock_move', saved.stock, { doc_id: id }],
    // The copy takes the next place in the business's audit-trail chain, as the save's entry did (the insert's trigger links it).
    ['edit_log', saved.log, { record_id: id, seq: null, prev_hash: null, entry_hash: null }],
  ] as const) {
    await sql.query(...insertOf(table, table === 'salesline' ? 'Id' : 'id', rows, set));
  }
  await sql.query('commit');
}
