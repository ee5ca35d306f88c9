// Tables the server's own code keeps, declared directly (entity tables come from schemas/).
import type { TableSpec } from '../../../engine/schema/index.ts';
import { stockBalanceTable } from './stock-balance.ts';
import { attemptTable } from '../auth/attempt-throttle.ts';
import { passwordResetTable } from '../auth/reset-tokens.ts';
import { sharedLinkTable } from '../print/shared-links.ts';
import { yearCloseTable } from '../periods/year-close-table.ts';
import { periodMarkTable } from '../periods/period-table.ts';
import { dataMigrationTable } from './data-migrations.ts';

/** One row per business (a master's registration). */
export const tenantTable: TableSpec = {
  name: 'tenant',
  tenantScoped: false,
  autoKey: 'id',
  columns: [
    { name: 'name', type: 'text' },
    { name: 'created_on', type: 'timestamp' },
    /** The default menu's page urls last offered to this business (tenancy/default-menu.ts), one per line. */
    { name: 'menu_pages', type: 'text' },
    /** When a business file began loading into it (business-file/loading.ts); empty otherwise. */
    { name: 'loading_since', type: 'timestamp' },
  ],
  unique: [],
  indexes: [],
};

/**
 * The sign-in directory: e-mail to tenant. It is the one table read before the tenant is known,
 * so its key is the e-mail, not tenant_id (on a sharded PostgreSQL it is a reference table).
 */
export const accountTable: TableSpec = {
  name: 'account',
  tenantScoped: false,
  autoKey: 'id',
  columns: [
    { name: 'tenant_id', type: 'integer', notNull: true },
    { name: 'email', type: 'text', notNull: true },
    { name: 'password_hash', type: 'text', notNull: true },
    { name: 'kind', type: 'text', notNull: true },
    { name: 'active', type: 'boolean', notNull: true },
    { name: 'created_on', type: 'timestamp' },
    /**
     * Raised whenever the login's sessions must end (its password changed, it signed out, it was switched
     * off or on): a token carries the value it was signed with and is refused once they differ. Empty: 0.
     */
    { name: 'session_epoch', type: 'integer' },
  ],
  unique: [['email']],
  indexes: [['tenant_id']],
};

/** Every create, update and delete of a master or document: who, when, before and after. */
export const editLogTable: TableSpec = {
  name: 'edit_log',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'at', type: 'timestamp', notNull: true },
    { name: 'actor', type: 'text', notNull: true },
    /** The employee record (admin/employee) behind the write; empty when the master wrote. */
    { name: 'employee_id', type: 'integer' },
    { name: 'entity', type: 'text', notNull: true },
    { name: 'record_id', type: 'integer' },
    { name: 'action', type: 'text', notNull: true },
    { name: 'before_data', type: 'json' },
    { name: 'after_data', type: 'json' },
    /**
     * A create's Idempotency-Key (engine/server/request-key.ts) and the digest of its body: kept with the
     * entry its create wrote, so the key exists exactly when the record does. Unique per business.
     */
    { name: 'request_key', type: 'text' },
    { name: 'request_digest', type: 'text' },
    /** The client's IP address the change came from (the request's, as Fastify's trustProxy sees it). */
    { name: 'address', type: 'text' },
    /**
     * The audit trail's chain (audit/trail-chain.ts): the entry's place in its business's chain (1, 2, 3...),
     * the SHA-256 of its content (everything but tenant_id and the chain columns, canonically serialised), the
     * previous entry's hash (or the genesis value) and its own hash over seq, content hash and previous hash.
     * seq, prev_hash and entry_hash are filled by a trigger inside the insert (one statement per save).
     */
    { name: 'seq', type: 'integer' },
    { name: 'content_hash', type: 'text' },
    { name: 'prev_hash', type: 'text' },
    { name: 'entry_hash', type: 'text' },
  ],
  unique: [['request_key'], ['seq']],
  indexes: [['entity', 'record_id']],
};

/**
 * The head of each business's audit-trail chain: the last entry's seq and hash (and the one before it, for
 * the trigger to hand to the entry). Advanced with one upsert by the edit_log insert trigger, so two saves
 * at once in one business (or on two servers sharing PostgreSQL) queue on this row and never fork the chain.
 * It also tells a deleted last entry: the head still counts it.
 */
export const editLogHeadTable: TableSpec = {
  name: 'edit_log_head',
  tenantScoped: true,
  autoKey: null,
  primaryKey: [],
  columns: [
    { name: 'seq', type: 'integer', notNull: true },
    { name: 'prev_hash', type: 'text', notNull: true },
    { name: 'entry_hash', type: 'text', notNull: true },
  ],
  unique: [],
  indexes: [],
};

/**
 * Document numbers: one row per tenant, firm, document type and financial year, advanced inside the
 * saving transaction (see accounting/numbering.ts), so numbers never repeat and never skip.
 */
export const documentCounterTable: TableSpec = {
  name: 'document_counter',
  tenantScoped: true,
  autoKey: null,
  primaryKey: ['firm_id', 'doc_type', 'fiscal_year'],
  columns: [
    { name: 'firm_id', type: 'integer', notNull: true },
    { name: 'doc_type', type: 'text', notNull: true },
    { name: 'fiscal_year', type: 'text', notNull: true },
    { name: 'last_number', type: 'integer', notNull: true },
  ],
  unique: [],
  indexes: [],
};

/** Double entry: each posting document's debits and credits (paise), balancing per document. */
export const journalLineTable: TableSpec = {
  name: 'journal_line',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'doc_type', type: 'text', notNull: true },
    { name: 'doc_id', type: 'integer', notNull: true },
    { name: 'firm_id', type: 'integer' },
    { name: 'entry_date', type: 'date', notNull: true },
    { name: 'ledger_id', type: 'integer', notNull: true },
    { name: 'debit', type: 'integer', notNull: true },
    { name: 'credit', type: 'integer', notNull: true },
    { name: 'narration', type: 'text' },
  ],
  unique: [],
  // The first index covers the reports' sums (debit, credit, doc_type and firm_id ride along), so a trial
  // balance, a ledger's opening or a party's bills-versus-the-rest split is read from the index alone, for
  // the whole business or one firm: on SQLite, over 1,000,000 lines, the trial balance went from 1.1 s to
  // 0.15 s and the party-wise outstanding from 1.4 s to 0.6 s; with firm_id, one firm's trial balance went
  // from 1.42 s to 0.15 s, its P&L from 1.8 s to 0.38 s and its balance sheet from 1.5 s to 0.42 s (each
  // line was read from the table to learn its firm). The narrower first indexes of earlier versions are
  // dropped once this one exists (formerIndexes).
  indexes: [['ledger_id', 'entry_date', 'debit', 'credit', 'doc_type', 'firm_id'], ['doc_type', 'doc_id'], ['entry_date']],
  formerIndexes: [['ledger_id', 'entry_date', 'debit', 'credit', 'doc_type'], ['ledger_id', 'entry_date', 'debit', 'credit'], ['ledger_id', 'entry_date']],
};

/** Stock: each document's quantities in and out (thousandths of a unit) with the rate and, for a purchase, the cost (paise). */
export const stockMoveTable: TableSpec = {
  name: 'stock_move',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'doc_type', type: 'text', notNull: true },
    { name: 'doc_id', type: 'integer', notNull: true },
    { name: 'firm_id', type: 'integer' },
    { name: 'move_date', type: 'date', notNull: true },
    { name: 'item_id', type: 'integer', notNull: true },
    { name: 'batch_no', type: 'text' },
    { name: 'qty_in', type: 'integer', notNull: true },
    { name: 'qty_out', type: 'integer', notNull: true },
    { name: 'rate', type: 'integer', notNull: true },
    // What an inward from a supplier (a purchase, a purchase challan) cost, in paise: its taxable value
    // after discounts, plus tax that cannot be claimed. Null on every other move: the stock valuation
    // values those (reports/stock/cost-flow.ts).
    { name: 'cost', type: 'integer' },
  ],
  unique: [],
  // The first index covers the stock check of every sale (documents/stock-on-hand.ts: one firm's moves of the
  // bill's items, summed by day) and the item ledger's opening, so they read the index alone and never the
  // rows. (Indexes are created by name if missing: a database made before this keeps its narrower
  // item_id, move_date index beside it.) move_date: the stock reports read one period's moves across all items.
  indexes: [['item_id', 'move_date', 'firm_id', 'qty_in', 'qty_out'], ['doc_type', 'doc_id'], ['move_date']],
};

/**
 * Bank reconciliation: the date the bank cleared one journal line in a bank ledger (a cheque is a line: a
 * voucher may carry several cheques on one bank, each cleared on its own day). Editing a document rewrites
 * its journal lines with new ids, so a line is known here by what an edit leaves alone when it leaves the
 * cheque alone: its document, its ledger, its amount (debit less credit, paise: the side is the sign) and
 * which of the document's lines on that ledger with that amount it is (occurrence, 1 for the first, in the
 * order the document lists them). A line whose amount changes is a different cheque, and keeps no clearing.
 * A row without the key (amount and occurrence null) is one kept per document and ledger before lines had
 * their own, from an older business file: it is given to each such line on arrival (bank-clearing-key.ts).
 */
export const bankClearingTable: TableSpec = {
  name: 'bank_clearing',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'doc_type', type: 'text', notNull: true },
    { name: 'doc_id', type: 'integer', notNull: true },
    { name: 'ledger_id', type: 'integer', notNull: true },
    { name: 'amount', type: 'integer' },
    { name: 'occurrence', type: 'integer' },
    { name: 'cleared_on', type: 'date', notNull: true },
  ],
  unique: [['doc_type', 'doc_id', 'ledger_id', 'amount', 'occurrence']],
  indexes: [],
};

export const systemTables: TableSpec[] = [tenantTable, accountTable, editLogTable, editLogHeadTable, documentCounterTable, journalLineTable, stockMoveTable, stockBalanceTable, bankClearingTable, attemptTable, passwordResetTable, sharedLinkTable, yearCloseTable, periodMarkTable, dataMigrationTable];
