// Reports over a large journal: one tenant with 1,000,000 journal lines and 50,000 bills (seeded in
// bulk, see seed-books.ts), each report timed through the real API against the plain SQL aggregate that
// answers the same question on the same store (median of 5 after a warm-up run).
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { report, timeMany } from './measure.ts';
import { connectStore, type Sql } from './seed.ts';
import { seedBooks } from './seed-books.ts';

const PLAN = { journalLines: 1_000_000, bills: 50_000, customers: 1000, suppliers: 200, items: 2000 };
const YEAR = 'FromDate=2025-04-01&ToDate=2026-03-31';

/** listing: for a report that lists lines, also the plain SQL that fetches those lines (no document look-ups). */
type Case = { name: string; path: string; baseline: string; sql: (sql: Sql) => Promise<unknown>; listing?: (sql: Sql) => Promise<unknown> };

/** One ledger's lines of a period with their running balance, as plain SQL. */
const ledgerLines = (tenantId: number, ledgerId: number, from: string, to: string) => (s: Sql) =>
  s.query(`select id, entry_date, doc_type, doc_id, debit, credit, sum(debit - credit) over (order by entry_date, id rows between unbounded preceding and current row) as running from journal_line where tenant_id = ${tenantId} and ledger_id = ${ledgerId} and entry_date >= '${from}' and entry_date <= '${to}' order by entry_date, id`);

export async function benchReports(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const { token, email } = await registerAndLogin(server.origin);
    const api = (p: string) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const firm = (await sendJson('POST', api('firm'), { FirmName: 'Bench Traders', State: 'Maharashtra' })).body.data.Id;
    const [{ tenant_id: tenant }] = await sql.query('select tenant_id from account where email = $1', [email]);
    const tenantId = Number(tenant);
    const started = performance.now();
    const books = await seedBooks(sql, tenantId, firm, PLAN);
    // A store in use is vacuumed by autovacuum; without it PostgreSQL cannot read the covering index alone.
    await sql.query(store === 'postgres' ? 'vacuum analyze' : 'analyze');
    console.log(`  [${store}] seeded ${books.journalLines.toLocaleString('en-IN')} journal lines, ${books.bills.toLocaleString('en-IN')} bills, ${books.vouchers.toLocaleString('en-IN')} receipts and payments, ${books.stockMoves.toLocaleString('en-IN')} stock moves in ${Math.round(performance.now() - started)} ms`);
    const [busiest] = await sql.query(`select count(*) as n from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.busiest.ledger}`);
    console.log(`  [${store}] busiest customer's ledger: ${Number(busiest.n).toLocaleString('en-IN')} lines in the year`);

    const cases: Case[] = [
      {
        name: 'ledger report, busiest customer, full year',
        path: `reports/ledgerreport?${YEAR}&LedgerId=${books.busiest.ledger}`,
        baseline: 'SQL opening and period sums',
        sql: (s) => s.query(`select sum(case when entry_date < '2025-04-01' then debit - credit else 0 end) as opening, sum(case when entry_date >= '2025-04-01' then debit else 0 end) as debit, sum(case when entry_date >= '2025-04-01' then credit else 0 end) as credit from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.busiest.ledger} and entry_date <= '2026-03-31'`),
        listing: ledgerLines(tenantId, books.busiest.ledger, '2025-04-01', '2026-03-31'),
      },
      {
        name: 'cash book, one month',
        path: `reports/ledgerreport?FromDate=2025-10-01&ToDate=2025-10-31&LedgerId=${books.cash}`,
        baseline: 'SQL opening and month sums',
        sql: (s) => s.query(`select sum(case when entry_date < '2025-10-01' then debit - credit else 0 end) as opening, sum(case when entry_date >= '2025-10-01' then debit else 0 end) as debit, sum(case when entry_date >= '2025-10-01' then credit else 0 end) as credit from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.cash} and entry_date <= '2025-10-31'`),
        listing: ledgerLines(tenantId, books.cash, '2025-10-01', '2025-10-31'),
      },
      {
        name: 'trial balance as on year end',
        path: 'reports/trialbalance?ToDate=2026-03-31',
        baseline: 'SQL balance per ledger',
        // The best plain SQL reads the sums from the covering ledger index, as the report does. Left to itself,
        // SQLite takes the date index for the range and reads a million rows (0.69 s, twice the report): the
        // unary + keeps the date term off that index (SQLite's documented way to steer the planner).
        sql: (s) => s.query(`select ledger_id, sum(debit - credit) as balance from journal_line where tenant_id = ${tenantId} and ${store === 'sqlite' ? '+entry_date' : 'entry_date'} <= '2026-03-31' group by ledger_id`),
      },
      {
        name: 'party-wise outstanding, both sides',
        path: 'reports/partywiseoutstanding?AsOnDate=2026-03-31',
        baseline: 'SQL open bills per party',
        sql: async (s) => {
          await s.query(`select "CustId", sum("BalanceBillAmt") from sales where tenant_id = ${tenantId} and "BillDate" <= '2026-03-31' and "BalanceBillAmt" <> 0 group by "CustId"`);
          await s.query(`select "SupplierId", sum("BalanceBillAmt") from purchase where tenant_id = ${tenantId} and "PurchaseDate" <= '2026-03-31' and "BalanceBillAmt" <> 0 group by "SupplierId"`);
        },
      },
    ];
    cases.push({
      name: 'stock report, full year',
      path: `reports/stockreport?${YEAR}`,
      baseline: 'SQL stock per item',
      sql: (s) => s.query(`select item_id, sum(qty_in) - sum(qty_out) as qty from stock_move where tenant_id = ${tenantId} and move_date <= '2026-03-31' group by item_id`),
    });

    for (const one of cases) {
      const viaApi = async () => {
        const reply = await getJson(api(one.path));
        if (reply.status !== 200) throw new Error(`${one.path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
        return reply.body.data.rows.length as number;
      };
      const rows = await viaApi();
      await one.sql(sql);
      const apiMs = await timeMany(5, viaApi);
      const sqlMs = await timeMany(5, () => one.sql(sql));
      report(`[${store}] ${one.name} (${rows.toLocaleString('en-IN')} rows)`, apiMs, one.baseline, sqlMs);
      if (one.listing) {
        await one.listing(sql);
        report(`[${store}]   the same against listing its lines`, apiMs, 'SQL lines with running balance', await timeMany(5, () => one.listing!(sql)));
      }
    }
  } finally {
    await sql.close();
    await server.stop();
  }
}
