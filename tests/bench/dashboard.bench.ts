// The dashboard on a tenant with 50,000 sales bills over the financial year (200,000 journal lines,
// 100,000 stock moves, 500 items, 20 customers): GET /api/dashboard against the same figures read
// with plain SQL on a direct connection, on each store. The bills go in by bulk SQL, as their postings
// would write them, because the point is the read, not 50,000 saves.
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { report, timeMany } from './measure.ts';
import { connectStore, seedItems, type Sql } from './seed.ts';

const BILLS = 50_000;
const ITEMS = 500;
const CUSTOMERS = 20;
const DAY = '2026-11-22';
const YEAR_START = '2026-04-01';
const YEAR_DAYS = 236; // 1 April to 22 November

type Ledgers = { cash: number; sales: number; customers: number[] };

/** `rows` tuples of `width` placeholders, numbered from $1. */
function placeholders(rows: number, width: number): string {
  return Array.from({ length: rows }, (_, row) => `(${Array.from({ length: width }, (_, col) => `$${row * width + col + 1}`).join(', ')})`).join(', ');
}

function dateOf(n: number): string {
  const day = new Date(Date.UTC(2026, 3, 1) + (n % YEAR_DAYS) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Bills, each with the journal lines of a cash sale (party Dr and Cr, sales Cr, cash Dr) and two stock moves. */
async function seedBills(sql: Sql, tenantId: number, firmId: number, customerIds: number[], ledgers: Ledgers, itemIds: number[]): Promise<void> {
  await sql.query('begin');
  for (let start = 0; start < BILLS; start += 1000) {
    const count = Math.min(1000, BILLS - start);
    const bills: unknown[] = [];
    const journal: unknown[] = [];
    const moves: unknown[] = [];
    for (let n = start; n < start + count; n += 1) {
      const date = dateOf(n);
      const amount = 10_000 + (n % 97) * 100; // paise
      const party = n % CUSTOMERS;
      bills.push(tenantId, firmId, customerIds[party], n + 1, `B/26-27/${n + 1}`, date, amount, 1);
      for (const [ledger, debit, credit] of [[ledgers.customers[party], amount, 0], [ledgers.sales, 0, amount], [ledgers.cash, amount, 0], [ledgers.customers[party], 0, amount]]) {
        journal.push(tenantId, 'sales', n + 1, firmId, date, ledger, debit, credit);
      }
      for (const item of [itemIds[n % ITEMS], itemIds[(n * 7) % ITEMS]]) moves.push(tenantId, 'sales', n + 1, firmId, date, item, 0, 1000, 5000);
    }
    await sql.query(`insert into sales (tenant_id, "FirmId", "CustId", "BillNo", "PrefixBillNo", "BillDate", "NetBillAmt", "RowVersion") values ${placeholders(count, 8)}`, bills);
    await sql.query(`insert into journal_line (tenant_id, doc_type, doc_id, firm_id, entry_date, ledger_id, debit, credit) values ${placeholders(count * 4, 8)}`, journal);
    await sql.query(`insert into stock_move (tenant_id, doc_type, doc_id, firm_id, move_date, item_id, qty_in, qty_out, rate) values ${placeholders(count * 2, 9)}`, moves);
  }
  await sql.query('commit');
}

/** The dashboard's figures with hand-written SQL: trade by month, cash flow, party and cash balances, stock to reorder. */
async function plainSql(sql: Sql, tenantId: number, ledgers: Ledgers): Promise<void> {
  for (const [table, date] of [['sales', 'BillDate'], ['salesreturn', 'SalesReturnDate'], ['purchase', 'PurchaseDate'], ['purchasereturn', 'PurchaseReturnDate']]) {
    await sql.query(
      `select substr(cast("${date}" as text), 1, 7) as month, sum("NetBillAmt") as total from ${table}
        where tenant_id = $1 and "${date}" >= $2 and "${date}" <= $3 group by substr(cast("${date}" as text), 1, 7)`,
      [tenantId, YEAR_START, DAY],
    );
  }
  await sql.query(`select sum(debit) as received, sum(credit) as paid from journal_line where tenant_id = $1 and ledger_id = $2 and entry_date >= $3 and entry_date <= $4`, [tenantId, ledgers.cash, '2026-11-01', DAY]);
  await sql.query(`select ledger_id, sum(debit - credit) as balance from journal_line where tenant_id = $1 and ledger_id in (${ledgers.customers.join(', ')}, ${ledgers.cash}) and entry_date <= $2 group by ledger_id`, [tenantId, DAY]);
  await sql.query(
    `select i."Id", i."OpeningQty" + coalesce(sum(m.qty_in - m.qty_out), 0) as stock from item i
      left join stock_move m on m.tenant_id = i.tenant_id and m.item_id = i."Id" and m.move_date <= $2
      where i.tenant_id = $1 and i."RecorderLevel" > 0 group by i."Id", i."OpeningQty", i."RecorderLevel"
      having i."OpeningQty" + coalesce(sum(m.qty_in - m.qty_out), 0) <= i."RecorderLevel"`,
    [tenantId, DAY],
  );
}

export async function benchDashboard(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const { token, email } = await registerAndLogin(server.origin);
    const api = (p: string) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
    const [{ tenant_id: tenantId }] = await sql.query('select tenant_id from account where email = $1', [email]);
    const firm = await post('firm', { FirmName: 'Bench Stores', State: 'Maharashtra' });
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n += 1) customers.push(await post('party', { PartyName: `Customer ${n}`, State: 'Maharashtra' }));
    const unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    await seedItems(sql, Number(tenantId), unit.Id, ITEMS);
    // Every fifth item is watched, with a level a tenth of them fall under.
    await sql.query(`update item set "OpeningQty" = 400000, "RecorderLevel" = case when "Id" % 50 = 0 then 400000 else 1000 end where tenant_id = $1 and "Id" % 5 = 0`, [tenantId]);
    const items = (await sql.query('select "Id" from item where tenant_id = $1 order by "Id"', [tenantId])).map((row) => Number(row.Id));
    const system = await sql.query(`select "Id", "SystemCode" from ledger where tenant_id = $1 and "SystemCode" in ('CASH', 'SALES')`, [tenantId]);
    const ledgerOf = (code: string) => Number(system.find((row) => row.SystemCode === code).Id);
    const ledgers: Ledgers = { cash: ledgerOf('CASH'), sales: ledgerOf('SALES'), customers: customers.map((customer) => Number(customer.LedgerId)) };

    const seeded = performance.now();
    await seedBills(sql, Number(tenantId), firm.Id, customers.map((customer) => customer.Id), ledgers, items);
    if (store === 'postgres') await sql.query('analyze');
    console.log(`  [${store}] seeded ${BILLS.toLocaleString('en-IN')} bills (${(BILLS * 4).toLocaleString('en-IN')} journal lines, ${(BILLS * 2).toLocaleString('en-IN')} stock moves) in ${Math.round(performance.now() - seeded)} ms`);

    const viaApi = async () => {
      const reply = await getJson(api(`dashboard?Date=${DAY}`));
      if (reply.status !== 200 || reply.body.data.Monthly.length !== 8 || reply.body.data.Month.Sales === 0) throw new Error(`dashboard: ${JSON.stringify(reply.body).slice(0, 300)}`);
    };
    const direct = () => plainSql(sql, Number(tenantId), ledgers);
    await viaApi();
    await direct();
    const apiMs = await timeMany(15, viaApi);
    const sqlMs = await timeMany(15, direct);
    report(`[${store}] dashboard over ${BILLS / 1000}k bills`, apiMs, 'plain SQL direct', sqlMs);
  } finally {
    await sql.close();
    await server.stop();
  }
}
