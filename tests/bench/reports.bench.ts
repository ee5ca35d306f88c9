// Reports over a large journal: one tenant with 1,000,000 journal lines and 50,000 bills (seeded in
// bulk, see seed-books.ts), each report timed through the real API against the plain SQL aggregate that
// answers the same question on the same store (median of 5 after a warm-up run).
import { getJson } from '../support/http.ts';
import type { Store } from '../support/server.ts';
import { serverWithBenchBooks } from './bench-books-server.ts';
import { report, timeMany } from './measure.ts';
import type { Sql } from './seed.ts';

const YEAR = 'FromDate=2025-04-01&ToDate=2026-03-31';
/** Issue 18: every report within 2× of the plain SQL for its question. */
const GOAL = 2;

/** listing: for a report that lists lines, also the plain SQL that fetches those lines (no document look-ups). */
type Case = { name: string; path: string; baseline: string; sql: (sql: Sql) => Promise<unknown>; listing?: (sql: Sql) => Promise<unknown>; rows?: { name: string; sql: (sql: Sql) => Promise<unknown> } };

/** One ledger's lines of a period with their running balance, as plain SQL. */
const ledgerLines = (tenantId: number, ledgerId: number, from: string, to: string) => (s: Sql) =>
  s.query(`select id, entry_date, doc_type, doc_id, debit, credit, sum(debit - credit) over (order by entry_date, id rows between unbounded preceding and current row) as running from journal_line where tenant_id = ${tenantId} and ledger_id = ${ledgerId} and entry_date >= '${from}' and entry_date <= '${to}' order by entry_date, id`);

/**
 * The same lines as the report shows them: each with its document's number and the ledger on the other side
 * of its document carrying the most (on a ledger that is not a party's, the document's party first). A
 * report line has those columns, so the plain SQL answering the report's question fetches them too; this is
 * the fastest form measured on both stores (one look-up per line through the primary key and the (doc_type,
 * doc_id) index; joins ranked by a window or DISTINCT ON took 1.3 to 1.5 times as long). Written for the
 * bench's documents: sales, purchases, receipts, payments.
 */
const ledgerRows = (tenantId: number, ledgerId: number, from: string, to: string, partyLedger: boolean) => (s: Sql) =>
  s.query(`select x.*, ${partyLedger ? 'ol."LedgerName"' : 'coalesce(x.party, ol."LedgerName")'} as particulars
     from (select j.id, j.entry_date, j.doc_type, j.doc_id, j.debit, j.credit,
                  case j.doc_type when 'sales' then (select d."PrefixBillNo" from sales d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id)
                                  when 'purchase' then (select d."PrefixPurchaseNo" from purchase d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id)
                                  when 'receipt' then (select d."PrefixVoucherNo" from receipt d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id)
                                  when 'payment' then (select d."PrefixVoucherNo" from payment d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id) end as number,
                  ${partyLedger ? 'null' : `case j.doc_type when 'sales' then (select d."PartyName" from sales d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id)
                                  when 'purchase' then (select d."PartyName" from purchase d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id) end`} as party,
                  (select o.ledger_id from journal_line o where o.tenant_id = j.tenant_id and o.doc_type = j.doc_type and o.doc_id = j.doc_id and o.ledger_id <> j.ledger_id
                      and (case when j.debit > 0 then o.credit else o.debit end) > 0 order by o.debit + o.credit desc, o.id limit 1) as other_id,
                  sum(j.debit - j.credit) over (order by j.entry_date, j.id rows between unbounded preceding and current row) as running
             from journal_line j
            where j.tenant_id = ${tenantId} and j.ledger_id = ${ledgerId} and j.entry_date >= '${from}' and j.entry_date <= '${to}') x
     left join ledger ol on ol.tenant_id = ${tenantId} and ol."Id" = x.other_id
    order by x.entry_date, x.id`);

/**
 * The bills of one side open on a date, listed party by party, and each party's journal up to that date:
 * the plain SQL answering "what is outstanding as on the date". A bill's stored balance is today's; as on an
 * earlier date it also carries what vouchers dated after the date took off it, and the returns dated after
 * it (up to what the bill had open). Summing the stored balances, as this baseline once did, answers a
 * different and easier question (what is open today, per party), in a tenth of the time.
 */
function openOnDate(store: Store, tenantId: number, asOn: string, side: 'sales' | 'purchase') {
  const [party, date, settled, voucher, allocation, parent, partyType] =
    side === 'sales' ? ['CustId', 'BillDate', 'ReceiptAmt', 'receipt', 'receiptallocation', 'ReceiptId', 'Customer'] : ['SupplierId', 'PurchaseDate', 'PaymentAmt', 'payment', 'paymentallocation', 'PaymentId', 'Supplier'];
  const returns =
    side === 'sales'
      ? `select "SalesId" as bill_id, "SalesReturnDate" as d, "NetBillAmt" - coalesce("RefundAmt", 0) as credit from salesreturn where tenant_id = ${tenantId} and "SalesId" is not null
         union all select "SalesId", "CreditNoteDate", "NetBillAmt" from salescreditnote where tenant_id = ${tenantId} and "SalesId" is not null
         union all select "SalesId", "DebitNoteDate", -"NetBillAmt" from salesdebitnote where tenant_id = ${tenantId} and "SalesId" is not null`
      : `select "PurchaseId" as bill_id, "PurchaseReturnDate" as d, "NetBillAmt" - coalesce("RefundAmt", 0) as credit from purchasereturn where tenant_id = ${tenantId} and "PurchaseId" is not null
         union all select "PurchaseId", "PurchaseCreditNoteDate", "NetBillAmt" from purchasecreditnote where tenant_id = ${tenantId} and "PurchaseId" is not null
         union all select "PurchaseId", "PurchaseDebitNoteDate", -"NetBillAmt" from purchasedebitnote where tenant_id = ${tenantId} and "PurchaseId" is not null`;
  const open = `(b."NetBillAmt" - coalesce(b."${settled}", 0))`;
  const lesser = (x: string) => `(case when ${open} < ${x} then ${open} else ${x} end)`;
  const balance = `b."BalanceBillAmt" + coalesce(lt.amount, 0) + ${lesser('coalesce(rt.credit_all, 0)')} - ${lesser('coalesce(rt.credit_to_date, 0)')}`;
  const bills = `with lt as (select a."BillId" as bill_id, cast(sum(a."Amount") as bigint) as amount from ${allocation} a join ${voucher} v on v.tenant_id = a.tenant_id and v."Id" = a."${parent}"
                              where a.tenant_id = ${tenantId} and v."VoucherDate" > '${asOn}' group by a."BillId"),
                      rt as (select bill_id, cast(sum(credit) as bigint) as credit_all, cast(sum(case when d <= '${asOn}' then credit else 0 end) as bigint) as credit_to_date from (${returns}) r group by bill_id)
    select * from (select b."Id", b."${party}" as party_id, b."${date}" as bill_date, b."NetBillAmt", ${balance} as balance
                     from ${side} b left join lt on lt.bill_id = b."Id" left join rt on rt.bill_id = b."Id"
                    where b.tenant_id = ${tenantId} and b."${date}" <= '${asOn}') o
     where o.balance <> 0 order by o.party_id, o.bill_date, o."Id"`;
  // Each party ledger's journal to the date, and its bills' part: read ledger by ledger from the covering
  // ledger index (PostgreSQL needs LATERAL for that; SQLite does it for the IN list).
  const sums = `sum(j.debit - j.credit) as total, sum(case when j.doc_type = '${side}' then j.debit - j.credit else 0 end) as on_bills`;
  const journal =
    store === 'postgres'
      ? `select p."LedgerId", m.* from party p cross join lateral (select ${sums} from journal_line j where j.tenant_id = ${tenantId} and j.ledger_id = p."LedgerId" and j.entry_date <= '${asOn}') m
          where p.tenant_id = ${tenantId} and p."PartyType" = '${partyType}'`
      : `select j.ledger_id, ${sums} from journal_line j where j.tenant_id = ${tenantId} and j.entry_date <= '${asOn}'
            and j.ledger_id in (select "LedgerId" from party where tenant_id = ${tenantId} and "PartyType" = '${partyType}') group by j.ledger_id`;
  return async (s: Sql) => {
    await s.query(bills);
    await s.query(journal);
  };
}

/**
 * What valuing the stock reads: every move of every item up to the date, in the order the valuation takes
 * them. A perpetual weighted average (AS 2) prices each outward at the average of what is in hand at that
 * moment, and FIFO takes the oldest lots first: both walk each item's moves in order, which no SQL aggregate
 * does, so the plain SQL for the report's closing value is this listing (with the quantities per item).
 */
const movesInOrder = (tenantId: number, to: string) => (s: Sql) =>
  s.query(`select m.item_id, m.move_date, m.qty_in, m.qty_out, m.cost, m.doc_type from stock_move m where m.tenant_id = ${tenantId} and m.move_date <= '${to}'
            order by m.item_id, m.move_date, case when m.qty_in > 0 then 0 else 1 end, m.id`);

export async function benchReports(store: Store, databaseUrl: string | null): Promise<void> {
  const { server, sql, api, tenantId, books, seededMs, stop } = await serverWithBenchBooks(store, databaseUrl);
  try {
    console.log(`  [${store}] seeded ${books.journalLines.toLocaleString('en-IN')} journal lines, ${books.bills.toLocaleString('en-IN')} bills, ${books.vouchers.toLocaleString('en-IN')} receipts and payments, ${books.stockMoves.toLocaleString('en-IN')} stock moves in ${Math.round(seededMs)} ms`);
    const [busiest] = await sql.query(`select count(*) as n from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.busiest.ledger}`);
    console.log(`  [${store}] busiest customer's ledger: ${Number(busiest.n).toLocaleString('en-IN')} lines in the year`);

    const [{ Id: firmId }] = await sql.query(`select "Id" from firm where tenant_id = ${tenantId}`);
    const cases: Case[] = [
      {
        name: 'ledger report, busiest customer, full year',
        path: `reports/ledgerreport?${YEAR}&LedgerId=${books.busiest.ledger}`,
        baseline: 'SQL opening and period sums',
        sql: (s) => s.query(`select sum(case when entry_date < '2025-04-01' then debit - credit else 0 end) as opening, sum(case when entry_date >= '2025-04-01' then debit else 0 end) as debit, sum(case when entry_date >= '2025-04-01' then credit else 0 end) as credit from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.busiest.ledger} and entry_date <= '2026-03-31'`),
        listing: ledgerLines(tenantId, books.busiest.ledger, '2025-04-01', '2026-03-31'),
        rows: { name: 'SQL lines, number, other side', sql: ledgerRows(tenantId, books.busiest.ledger, '2025-04-01', '2026-03-31', true) },
      },
      {
        name: 'cash book, one month',
        path: `reports/ledgerreport?FromDate=2025-10-01&ToDate=2025-10-31&LedgerId=${books.cash}`,
        baseline: 'SQL opening and month sums',
        sql: (s) => s.query(`select sum(case when entry_date < '2025-10-01' then debit - credit else 0 end) as opening, sum(case when entry_date >= '2025-10-01' then debit else 0 end) as debit, sum(case when entry_date >= '2025-10-01' then credit else 0 end) as credit from journal_line where tenant_id = ${tenantId} and ledger_id = ${books.cash} and entry_date <= '2025-10-31'`),
        listing: ledgerLines(tenantId, books.cash, '2025-10-01', '2025-10-31'),
        rows: { name: 'SQL lines, number, party or other side', sql: ledgerRows(tenantId, books.cash, '2025-10-01', '2025-10-31', false) },
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
        // One firm's books (the bench books are all one firm's, so every line is read): firm_id rides in the
        // covering ledger index; without it SQLite read each line from the table to learn its firm (1.42 s).
        name: 'trial balance as on year end, one firm',
        path: `reports/trialbalance?ToDate=2026-03-31&FirmId=${firmId}`,
        baseline: 'SQL balance per ledger, the firm\'s lines',
        sql: (s) => s.query(`select ledger_id, sum(debit - credit) as balance from journal_line where tenant_id = ${tenantId} and firm_id = ${firmId} and ${store === 'sqlite' ? '+entry_date' : 'entry_date'} <= '2026-03-31' group by ledger_id`),
      },
      {
        name: 'party-wise outstanding, both sides',
        path: 'reports/partywiseoutstanding?AsOnDate=2026-03-31',
        baseline: 'SQL open bills per party',
        sql: async (s) => {
          await s.query(`select "CustId", sum("BalanceBillAmt") from sales where tenant_id = ${tenantId} and "BillDate" <= '2026-03-31' and "BalanceBillAmt" <> 0 group by "CustId"`);
          await s.query(`select "SupplierId", sum("BalanceBillAmt") from purchase where tenant_id = ${tenantId} and "PurchaseDate" <= '2026-03-31' and "BalanceBillAmt" <> 0 group by "SupplierId"`);
        },
        rows: {
          name: 'SQL bills open on the date, party journals',
          sql: async (s) => {
            await openOnDate(store, tenantId, '2026-03-31', 'sales')(s);
            await openOnDate(store, tenantId, '2026-03-31', 'purchase')(s);
          },
        },
      },
    ];
    cases.push({
      name: 'stock report, full year',
      path: `reports/stockreport?${YEAR}`,
      baseline: 'SQL stock per item',
      sql: (s) => s.query(`select item_id, sum(qty_in) - sum(qty_out) as qty from stock_move where tenant_id = ${tenantId} and move_date <= '2026-03-31' group by item_id`),
      rows: {
        name: 'SQL stock per item, moves in order',
        sql: async (s) => {
          await s.query(`select item_id, sum(qty_in) - sum(qty_out) as qty from stock_move where tenant_id = ${tenantId} and move_date <= '2026-03-31' group by item_id`);
          await movesInOrder(tenantId, '2026-03-31')(s);
        },
      },
    });

    for (const one of cases) {
      const viaApi = async () => {
        // A cut-off answer says only "other side closed": the server's own words say why.
        const reply = await getJson(api(one.path)).catch((error: Error) => {
          throw new Error(`${one.path}: ${error.message}\n${server.output().slice(-4000)}`, { cause: error });
        });
        if (reply.status !== 200) throw new Error(`${one.path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
        return reply.body.data.rows.length as number;
      };
      const rows = await viaApi();
      await one.sql(sql);
      const apiMs = await timeMany(5, viaApi);
      const sqlMs = await timeMany(5, () => one.sql(sql));
      // Issue 18's goal (within 2×) is held against the best plain SQL for the report's own question: its
      // rows as the report gives them where the bench has that SQL, else the aggregate that answers it.
      report(`[${store}] ${one.name} (${rows.toLocaleString('en-IN')} rows)`, apiMs, one.baseline, sqlMs, one.rows ? undefined : GOAL);
      if (one.listing) {
        await one.listing(sql);
        report(`[${store}]   the same against listing its lines`, apiMs, 'SQL lines with running balance', await timeMany(5, () => one.listing!(sql)));
      }
      if (one.rows) {
        // The fair baseline: the plain SQL that answers the report's own question (see each one's comment).
        await one.rows.sql(sql);
        report(`[${store}]   the same against the SQL of its question`, apiMs, one.rows.name, await timeMany(5, () => one.rows!.sql(sql)), GOAL, `[${store}] ${one.name} against the SQL of its question`);
      }
    }
  } finally {
    await stop();
  }
}
