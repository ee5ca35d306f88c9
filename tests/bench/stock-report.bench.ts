// The stock report (with its valuation at cost) and the item ledger over a year of 300,000 stock moves for 2,000 items, through the
// API, against the plainest SQL that reads the same rows (one grouped pass over the period's moves; one
// item's moves in date order), on each store.
import { getJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { report, timeMany } from './measure.ts';
import { benchTenant, connectStore, seedItems, type Sql } from './seed.ts';

const ITEMS = 2_000;
const MOVES = 300_000;
const DOC_TYPES = ['purchase', 'sales', 'salesreturn', 'deliverychallan', 'purchasereturn'];

/** Moves spread over 2026-04-01 .. 2027-03-31, a third inward (with a rate), in one transaction. */
async function seedMoves(sql: Sql, tenantId: number, itemIds: number[]): Promise<void> {
  const start = Date.UTC(2026, 3, 1);
  await sql.query('begin');
  for (let from = 0; from < MOVES; from += 1000) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = from; i < Math.min(MOVES, from + 1000); i += 1) {
      const p = values.length;
      const docType = DOC_TYPES[i % DOC_TYPES.length];
      const inward = docType === 'purchase' || docType === 'salesreturn';
      tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, 1, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8}, $${p + 9})`);
      const date = new Date(start + (i % 365) * 86_400_000).toISOString().slice(0, 10);
      const qtyIn = inward ? 1000 * (1 + (i % 5)) : 0;
      const rate = 5000 + (i % 900);
      const cost = docType === 'purchase' ? (qtyIn * rate) / 1000 : null; // a purchase's cost; the rest valued by the formula
      values.push(tenantId, docType, i + 1, date, itemIds[i % itemIds.length], qtyIn, inward ? 0 : 1000, rate, cost);
    }
    await sql.query(`insert into stock_move (tenant_id, doc_type, doc_id, firm_id, move_date, item_id, qty_in, qty_out, rate, cost) values ${tuples.join(', ')}`, values);
  }
  await sql.query('commit');
}

export async function benchStockReport(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const { api, tenantId, unitId } = await benchTenant(server, sql);
    const seeded = performance.now();
    await seedItems(sql, tenantId, unitId, ITEMS);
    const itemIds = (await sql.query('select "Id" from item where tenant_id = $1 order by "Id"', [tenantId])).map((row) => Number(row.Id));
    await seedMoves(sql, tenantId, itemIds);
    if (store === 'postgres') await sql.query('analyze stock_move; analyze item');
    console.log(`  [${store}] seeded ${ITEMS.toLocaleString('en-IN')} items and ${MOVES.toLocaleString('en-IN')} stock moves in ${Math.round(performance.now() - seeded)} ms`);

    const stockReport = async () => {
      const reply = await getJson(api('reports/stockreport?FromDate=2026-10-01&ToDate=2026-10-31'));
      if (reply.body.data.rows.length !== ITEMS) throw new Error(`stock report: ${JSON.stringify(reply.body).slice(0, 200)}`);
    };
    const groupedPass = () =>
      sql.query(
        `select item_id, sum(case when move_date < $1 then qty_in - qty_out else 0 end), sum(qty_in), sum(qty_out)
         from stock_move where tenant_id = $2 and move_date <= $3 group by item_id`, // $n in order: SQLite binds by position
        ['2026-10-01', tenantId, '2026-10-31'],
      );
    await stockReport();
    report(`[${store}] stock report, 1 month, ${ITEMS / 1000}k items`, await timeMany(7, stockReport), 'grouped SQL pass', await timeMany(7, groupedPass));

    // Stock at cost for the P&L and the balance sheet: every move of the year through the cost formula,
    // against the plainest SQL that reads the same moves (quantities and purchase costs summed per item).
    const valuation = async () => {
      const reply = await getJson(api('reports/stockreport?FromDate=2026-04-01&ToDate=2027-03-31'));
      if (reply.body.data.rows.length !== ITEMS) throw new Error(`stock valuation: ${JSON.stringify(reply.body).slice(0, 200)}`);
    };
    const summedMoves = () =>
      sql.query('select item_id, sum(qty_in), sum(qty_out), sum(cost) from stock_move where tenant_id = $1 and move_date <= $2 group by item_id', [tenantId, '2027-03-31']);
    await valuation();
    report(`[${store}] stock valuation at cost, 1 year, ${MOVES / 1000}k moves`, await timeMany(5, valuation), 'moves summed per item', await timeMany(5, summedMoves));

    const item = itemIds[7];
    const ledger = async () => {
      const reply = await getJson(api(`reports/itemledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&ItemId=${item}`));
      if (reply.body.data.rows.length !== MOVES / ITEMS + 2) throw new Error(`item ledger: ${JSON.stringify(reply.body).slice(0, 200)}`);
    };
    const itemMoves = () => sql.query('select * from stock_move where tenant_id = $1 and item_id = $2 order by move_date, id', [tenantId, item]);
    await ledger();
    report(`[${store}] item ledger, 1 year, ${MOVES / ITEMS} moves`, await timeMany(15, ledger), "the item's moves", await timeMany(15, itemMoves));
  } finally {
    await sql.close();
    await server.stop();
  }
}
