// Posting a sales bill: how many SQL statements one save runs (10 and 100 lines), and bills per second
// through the API against inserting the same rows with plain SQL, one transaction per bill.
import { billingTenant, salesBill } from '../support/billing-setup.ts';
import { sendJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { inProcessStore } from './in-process.ts';
import { connectStore, type Sql } from './seed.ts';

/** Saves one bill through the engine in this process and counts the statements it runs. */
export async function benchStatementCount(): Promise<void> {
  const { database, store, caller, count } = await inProcessStore();
  const firm = (await store.create('firm', caller, { FirmName: 'Bench', State: 'Maharashtra' })).Id as number;
  const customer = (await store.create('party', caller, { PartyName: 'Customer', State: 'Maharashtra' })).Id as number;
  const unit = (await store.create('unit', caller, { UnitName: 'Pcs', UQC: 'PCS' })).Id as number;
  const items: number[] = [];
  for (let n = 0; n < 100; n += 1) items.push((await store.create('item', caller, { ItemName: `Item ${n}`, UnitId: unit, TaxRate: 18, CashRate: 10 })).Id as number);
  // The business's first bill also reads its system ledgers (once per server process): warm that first.
  await store.create('sales', caller, salesBill({ firm, customer, items } as never, 1));
  for (const lines of [10, 100]) {
    const statements = await count(() => store.create('sales', caller, salesBill({ firm, customer, items } as never, lines)));
    console.log(`SQL statements to save a ${lines}-line sales bill (begin, firm, party, items, stock on hand, number, bill, lines, journal, stock, edit log, commit): ${statements} (goal: 12 or fewer)`);
  }
  await database.close();
}

/** The same rows a 10-line cash bill writes, inserted with plain SQL in one transaction. */
async function rawBill(sql: Sql, tenantId: number, n: number, itemIds: number[]): Promise<void> {
  await sql.query('begin');
  const [bill] = await sql.query(
    `insert into sales (tenant_id, "FirmId", "CustId", "BillNo", "PrefixBillNo", "BillDate", "NetBillAmt", "RowVersion") values ($1, 1, 1, $2, $3, '2026-11-22', 100000, 1) returning "Id"`,
    [tenantId, 100000 + n, `R/${n}`],
  );
  const values: unknown[] = [];
  const tuples = itemIds.slice(0, 10).map((item, i) => {
    values.push(tenantId, bill.Id, i + 1, item, 1000, 1050);
    const p = i * 6;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6})`;
  });
  await sql.query(`insert into salesline (tenant_id, "SalesId", "LineNo", "ItemId", "Qty", "Rate") values ${tuples.join(', ')}`, values);
  const journal = [0, 1, 2, 3, 4, 5].map((i) => `(${tenantId}, 'raw', ${bill.Id}, '2026-11-22', ${i + 1}, ${i === 0 ? 1000 : 0}, ${i === 0 ? 0 : 200})`);
  await sql.query(`insert into journal_line (tenant_id, doc_type, doc_id, entry_date, ledger_id, debit, credit) values ${journal.join(', ')}`);
  const moves = itemIds.slice(0, 10).map((item) => `(${tenantId}, 'raw', ${bill.Id}, '2026-11-22', ${item}, 0, 1000, 1050)`);
  await sql.query(`insert into stock_move (tenant_id, doc_type, doc_id, move_date, item_id, qty_in, qty_out, rate) values ${moves.join(', ')}`);
  await sql.query('commit');
}

export async function benchPosting(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const tenant = await billingTenant(server.origin, 10);
    const [{ tenant_id: tenantId }] = await sql.query('select tenant_id from account where email = $1', [tenant.email]);
    const bills = 300;
    for (let n = 0; n < 20; n += 1) await sendJson('POST', tenant.api('sales'), salesBill(tenant, 10)); // warm-up
    let start = performance.now();
    for (let n = 0; n < bills; n += 1) {
      const reply = await sendJson('POST', tenant.api('sales'), salesBill(tenant, 10));
      if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
    }
    const apiMs = (performance.now() - start) / bills;
    start = performance.now();
    for (let n = 0; n < bills; n += 1) await rawBill(sql, Number(tenantId), n, tenant.items);
    const rawMs = (performance.now() - start) / bills;
    console.log(
      `[${store}] 10-line sales bills through the API: ${(1000 / apiMs).toFixed(0)} bills/s (${apiMs.toFixed(2)} ms each); ` +
        `plain SQL, same rows, one transaction each: ${(1000 / rawMs).toFixed(0)} bills/s (${rawMs.toFixed(2)} ms); ratio ${(apiMs / rawMs).toFixed(2)}`,
    );
  } finally {
    await sql.close();
    await server.stop();
  }
}
