// How a bank clearing (bank_clearing, system-tables.ts) finds its journal line. A line's id changes with
// every edit of its document (the postings are rewritten), so a clearing is kept by what an edit that
// leaves the cheque alone leaves alone: the document, the bank ledger, the amount (debit less credit:
// the sign is the side) and which of the document's lines on that ledger with that amount it is, in the
// order the document lists them (its occurrence: 1 for the first). Two cheques of 1,000 and 2,000 on one
// voucher are two lines, cleared each on its own day; a cheque whose amount is edited is another cheque
// (it was not the one the bank cleared) and loses its clearing; another line added, removed or moved on
// the voucher leaves the others theirs.
import { sql, type Kysely } from 'kysely';

/**
 * The occurrence of journal line `j` among its document's lines on its ledger with its amount. A window:
 * the query must read all of those lines (every line of the document on the ledger, or all on one side).
 */
export const lineOccurrence = sql<number>`row_number() over (partition by j.tenant_id, j.doc_type, j.doc_id, j.ledger_id, j.debit - j.credit order by j.id)`;

/** The join of clearing `c` to line `j`, which carries its occurrence as a column `occurrence`. */
export const clearingOfLine = sql<boolean>`c.tenant_id = j.tenant_id and c.doc_type = j.doc_type and c.doc_id = j.doc_id and c.ledger_id = j.ledger_id
  and c.amount = j.debit - j.credit and c.occurrence = j.occurrence`;

/** The table an older database's clearings (per document and ledger) wait in while bank_clearing is made anew. */
export const CLEARINGS_BY_DOCUMENT = 'bank_clearing_by_document';

/**
 * Gives a clearing kept per document and bank ledger (before lines had their own) to every line of that
 * document on that ledger, which is what it meant: the bank cleared "the voucher". Reads them from the
 * set-aside table of a migration, or from bank_clearing's rows without a key (an older business file),
 * which are then removed. A line that has its own clearing already keeps it.
 */
export async function keyDocumentClearings(db: Kysely<any>, from: 'bank_clearing' | typeof CLEARINGS_BY_DOCUMENT, tenantId?: number): Promise<void> {
  const legacy = from === 'bank_clearing' ? sql`o.amount is null` : sql`1 = 1`;
  const tenant = tenantId === undefined ? sql`1 = 1` : sql`o.tenant_id = ${tenantId}`;
  await sql`
    insert into bank_clearing (tenant_id, doc_type, doc_id, ledger_id, amount, occurrence, cleared_on)
    select k.tenant_id, k.doc_type, k.doc_id, k.ledger_id, k.amount, k.occurrence, k.cleared_on
      from (select j.tenant_id, j.doc_type, j.doc_id, j.ledger_id, j.debit - j.credit as amount, ${lineOccurrence} as occurrence, o.cleared_on
              from journal_line j
              join ${sql.table(from)} o on o.tenant_id = j.tenant_id and o.doc_type = j.doc_type and o.doc_id = j.doc_id and o.ledger_id = j.ledger_id
             where ${legacy} and ${tenant}) k
     where not exists (select 1 from bank_clearing e
                        where e.tenant_id = k.tenant_id and e.doc_type = k.doc_type and e.doc_id = k.doc_id and e.ledger_id = k.ledger_id
                          and e.amount = k.amount and e.occurrence = k.occurrence)`.execute(db);
  if (from === 'bank_clearing') {
    const ofTenant = tenantId === undefined ? sql`1 = 1` : sql`tenant_id = ${tenantId}`;
    await sql`delete from bank_clearing where amount is null and ${ofTenant}`.execute(db);
  }
}
