// The query plans the reports and the save path rely on (issue 18), kept by a test: each statement below is
// captured as the code really runs it, then explained on the store, and must read the index it was built for.
// Drop or reshape one of these indexes and this test names the statement that lost it.
// - the ledger's lines and the trial balance's sums, for the business or one firm: journal_line (ledger_id,
//   entry_date, debit, credit, doc_type, firm_id), read from the index alone (on SQLite the trial balance went
//   from 1.1 s to 0.15 s over 1,000,000 lines, one firm's from 1.42 s to 0.15 s);
// - the day book: journal_line (entry_date);
// - the party-wise outstanding's sums of each party's journal: the ledger index alone, ledger by ledger;
// - the stock check of every sale: stock_move (item_id, move_date, firm_id, qty_in, qty_out), index alone.
// On PostgreSQL sequential scans are switched off for the explain, so the plan shows whether an index can
// serve the statement at all (with a few rows the planner would rightly read the table instead).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { indexName } from '../../engine/server/index-names.ts';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { loadReports } from '../../engine/schema/report-schema.ts';
import { reportAnswerText } from '../../engine/server/index.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrateAll } from '../../src/server/db/migrations.ts';
import { stockOnHand } from '../../src/server/documents/stock-on-hand.ts';
import { createEntityStore } from '../../src/server/entities.ts';
import { reportMessage, reportQueries } from '../../src/server/reports/index.ts';
import { createTenant } from '../../src/server/tenancy/create-tenant.ts';
import { installDocumentCatalog } from '../../src/server/documents/catalog.ts';
import { menuPages } from '../../src/shared/menu-from-schemas.ts';
import type { RunningServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';
import { connectStore } from '../bench/seed.ts';
import { seedBooks, type SeededBooks } from '../bench/seed-books.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');

for (const store of storesUnderTest()) {
  describe(`the plans the reports rely on [${store}]`, () => {
    const captured: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    let capturing = false;
    let database: Database;
    let tenantId: number;
    const ids: Record<string, number> = {};
    let books: SeededBooks;
    let itemIds: number[] = [];
    const registry = loadRegistry(SCHEMAS);
    const reports = loadReports(SCHEMAS, new Set(reportQueries.keys()));

    beforeAll(async () => {
      installDocumentCatalog(registry);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-plans-'));
      database = await openDatabase({
        databaseUrl: store === 'postgres' ? inject('postgresUrl') : null,
        dataDir,
        onQuery: (sql, parameters) => capturing && captured.push({ sql, parameters }),
      });
      await migrateAll(database, registry);
      ({ tenantId } = await createTenant(database.db, { email: `plans-${Date.now()}@example.com`, passwordHash: 'x' }, menuPages(registry.values(), reports.values())));
      const entities = createEntityStore({ db: database.db, dialect: database.kind, registry });
      const caller = { tenantId, actor: 'plans@example.com' };
      const create = async (entity: string, body: object) => (await entities.create(entity, caller, body)).Id as number;
      ids.firm = await create('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra' });
      // Books shaped like a shop's year (the benchmark's books, smaller): 40,000 journal lines over 300 parties'
      // ledgers, a tenth of the sales to one busy customer, stock moves of 200 items. The planners choose by
      // how the rows spread, so the plans are explained over rows that spread as a real year's do.
      const direct = await connectStore({ store, dataDir } as RunningServer, store === 'postgres' ? inject('postgresUrl') : null);
      try {
        books = await seedBooks(direct, tenantId, ids.firm, { journalLines: 40_000, bills: 4_000, customers: 250, suppliers: 50, items: 200 });
      } finally {
        await direct.close();
      }
      const { rows: items } = await database.db.executeQuery<{ Id: number }>(CompiledQuery.raw(`select "Id" from item where tenant_id = ${tenantId} order by "Id" limit 10`));
      itemIds = items.map((item) => Number(item.Id));
      // Plans are made with statistics, as they are in use: PostgreSQL's autovacuum analyzes a table as it grows
      // (and its vacuum marks pages all-visible, which an index-only scan needs), and the embedded store runs
      // PRAGMA optimize when it opens and every hour (node-sqlite-dialect.ts).
      await database.db.executeQuery(CompiledQuery.raw(store === 'postgres' ? 'vacuum analyze journal_line, stock_move, ledger' : 'analyze'));
    });
    afterAll(async () => database?.close());

    /** The statements `work` runs that read `table`. */
    async function statementsOf(table: string, work: () => Promise<unknown>) {
      captured.length = 0;
      capturing = true;
      try {
        await work();
      } finally {
        capturing = false;
      }
      return captured.filter((statement) => new RegExp(`\\bfrom ${table}\\b`, 'i').test(statement.sql));
    }

    /** The store's plan of a statement, as one text. */
    async function planOf(statement: { sql: string; parameters: readonly unknown[] }): Promise<string> {
      if (store === 'sqlite') {
        const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]));
        return rows.map((row) => row.detail).join('\n');
      }
      return database.db.connection().execute(async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
        try {
          const { rows } = await connection.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]));
          return rows.map((row) => Object.values(row)[0]).join('\n');
        } finally {
          await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
        }
      });
    }

    const report = (name: string, filters: Record<string, unknown>) => () => reportAnswerText({ db: database.db, dialect: database.kind, reports, queries: reportQueries, message: reportMessage }, { report: name, tenantId, filters });
    const LEDGER_INDEX = indexName('journal_line', ['ledger_id', 'entry_date', 'debit', 'credit', 'doc_type', 'firm_id']);

    it("reads a ledger's lines and its opening from the ledger index", async () => {
      const statements = await statementsOf('journal_line', report('ledgerreport', { FromDate: '2025-04-01', ToDate: '2026-03-31', LedgerId: books.busiest.ledger }));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements.filter((one) => /j\.ledger_id = /.test(one.sql))) expect(await planOf(statement), statement.sql).toContain(LEDGER_INDEX);
    });

    it('sums the trial balance from an index, on SQLite the ledger index alone', async () => {
      const statements = await statementsOf('journal_line', report('trialbalance', { ToDate: '2026-03-31' }));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = await planOf(statement);
        // SQLite reads the sums from the covering ledger index; PostgreSQL, summing every line of the tenant up
        // to the date, reads them through the date in an index (its bitmap scan of the date index, here).
        if (store === 'sqlite') expect(plan, statement.sql).toMatch(new RegExp(`COVERING INDEX ${LEDGER_INDEX}`));
        else expect(plan, statement.sql).toMatch(/Index Cond: \(\(tenant_id = [^\n]*entry_date <= /);
      }
    });

    it("sums one firm's trial balance from the ledger index alone on SQLite (firm_id rides in it)", async () => {
      const statements = await statementsOf('journal_line', report('trialbalance', { ToDate: '2026-03-31', FirmId: ids.firm }));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = await planOf(statement);
        // Without firm_id in the index SQLite read each of the tenant's lines from the table to learn its firm:
        // one firm's trial balance over 1,000,000 lines took 1.42 s, with it 0.15 s (system-tables.ts).
        if (store === 'sqlite') expect(plan, statement.sql).toMatch(new RegExp(`COVERING INDEX ${LEDGER_INDEX}`));
        else expect(plan, statement.sql).toMatch(/Index Cond: \(\(tenant_id = [^\n]*entry_date <= /);
      }
    });

    it("sums each party's journal for the outstanding report from the ledger index alone", async () => {
      const statements = await statementsOf('journal_line', report('partywiseoutstanding', { AsOnDate: '2026-03-31' }));
      expect(statements.length).toBe(2); // customers, suppliers
      for (const statement of statements) {
        const plan = await planOf(statement);
        // PostgreSQL, given the side's ledgers as a set, scanned the whole journal in parallel (a third of it is
        // the parties'); the report sums ledger by ledger (LATERAL) from the covering index, never the rows.
        if (store === 'sqlite') expect(plan, statement.sql).toMatch(new RegExp(`SEARCH j USING COVERING INDEX ${LEDGER_INDEX}`));
        else expect(plan, statement.sql).toMatch(new RegExp(`Index Only Scan using ${LEDGER_INDEX} on journal_line j[^\\n]*\\n\\s+Index Cond: \\(\\(tenant_id = [^\\n]*ledger_id = `));
      }
    });

    it("reads the day book's month through an index on the date, never the whole journal", async () => {
      const [statement] = await statementsOf('journal_line', report('daybook', { FromDate: '2025-10-01', ToDate: '2025-10-31' }));
      const plan = await planOf(statement);
      // Either index serves: the date index, or the ledger index a ledger at a time with the date range.
      if (store === 'sqlite') expect(plan, statement.sql).toMatch(/SEARCH j USING (COVERING )?INDEX journal_line_ix_\S+ \([^)]*entry_date>\?/);
      // PostgreSQL reads it through an index scan or a bitmap of one, as the rows of the month weigh against the table.
      else expect(plan, statement.sql).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) journal_line_ix_\S+[^\n]*\n\s+Index Cond: \([^\n]*entry_date >= /);
      expect(plan).not.toMatch(/^SCAN j\b|Seq Scan on journal_line/m);
    });

    it("checks a sale's stock from the stock index alone", async () => {
      const statements = await statementsOf('stock_move', () => stockOnHand(database.db, { tenantId, firmId: ids.firm, date: '2025-10-15', itemIds }));
      expect(statements).toHaveLength(1);
      const plan = await planOf(statements[0]);
      expect(plan, statements[0].sql).toContain(indexName('stock_move', ['item_id', 'move_date', 'firm_id', 'qty_in', 'qty_out']));
      if (store === 'sqlite') expect(plan).toContain('COVERING INDEX'); // the rows themselves are never read
    });
  });
}
