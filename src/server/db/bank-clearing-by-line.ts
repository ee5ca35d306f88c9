// A hand-written migration (the migrator never drops a unique set): bank clearings were kept per document
// and bank ledger, unique on (doc_type, doc_id, ledger_id); now per journal line (bank-clearing-key.ts),
// which needs that set gone. SQLite cannot drop a unique constraint of a table, so on both stores the old
// rows are set aside, the table is dropped and made anew by the migrator, and each old row is given to every
// line of its document on its ledger, which is what it meant. Runs once: a table with `occurrence` is done.
import { sql, type Kysely } from 'kysely';
import { CLEARINGS_BY_DOCUMENT, keyDocumentClearings } from '../accounting/bank-clearing-key.ts';

/** Before the migrator: sets aside an older bank_clearing's rows and drops it; answers whether it did. */
export async function setAsideDocumentClearings(trx: Kysely<any>, kind: 'sqlite' | 'postgres'): Promise<boolean> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info('bank_clearing')`.execute(trx)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'bank_clearing'`.execute(trx);
  if (rows.length === 0 || rows.some((row) => row.name === 'occurrence')) return false;
  await sql`create table ${sql.table(CLEARINGS_BY_DOCUMENT)} as select tenant_id, doc_type, doc_id, ledger_id, cleared_on from bank_clearing`.execute(trx);
  await sql`drop table bank_clearing`.execute(trx);
  return true;
}

/** After the migrator made bank_clearing anew: the set-aside rows, one per line, into it. */
export async function keySetAsideClearings(trx: Kysely<any>): Promise<void> {
  await keyDocumentClearings(trx, CLEARINGS_BY_DOCUMENT);
  await sql`drop table ${sql.table(CLEARINGS_BY_DOCUMENT)}`.execute(trx);
}
