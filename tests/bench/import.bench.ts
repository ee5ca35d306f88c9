// Importing 10,000 items from a CSV file through the API (parse, map, validate, the item hooks, one
// transaction with the rate history and the edit log), against a plain SQL insert of the same 10,000
// item rows in one transaction, on each store.
import { sendJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { report } from './measure.ts';
import { benchTenant, connectStore } from './seed.ts';

const ITEMS = 10_000;

const itemFields = (n: number) => [`Item ${n}`, `C${n}`, '9608', 18, `${10 + (n % 90)}.50`, n % 50, `${5 + (n % 20)}.25`] as const;

export async function benchImport(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const { api, tenantId, unitId } = await benchTenant(server, sql);
    const lines = ['Item name,Item code,HSN / SAC code,GST rate %,Cash rate,Opening quantity,Opening rate (cost per unit),Unit'];
    for (let n = 0; n < ITEMS; n += 1) lines.push([...itemFields(n), 'Bottle'].join(','));
    const started = performance.now();
    const answer = await sendJson('POST', api('import/item'), { text: lines.join('\n') });
    const importMs = performance.now() - started;
    if (answer.status !== 200) throw new Error(`the import failed: ${JSON.stringify(answer.body).slice(0, 300)}`);

    // The same rows (money in paise, quantities in thousandths, as stored) straight into the table.
    const direct = performance.now();
    await sql.query('begin');
    for (let start = 0; start < ITEMS; start += 1000) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let n = start; n < start + 1000; n += 1) {
        const [name, code, hsn, rate, cash, qty, cost] = itemFields(n);
        const p = values.length;
        tuples.push(`(${Array.from({ length: 10 }, (_, i) => `$${p + i + 1}`).join(', ')}, 1)`);
        values.push(tenantId, `Raw ${name}`, `R${code}`, hsn, rate * 100, Math.round(Number(cash) * 100), qty * 1000, Math.round(Number(cost) * 100), unitId, 'bench');
      }
      await sql.query(`insert into item (tenant_id, "ItemName", "ItemCode", "HSNCode", "TaxRate", "CashRate", "OpeningQty", "OpeningRate", "UnitId", "CreatedBy", "RowVersion") values ${tuples.join(', ')}`, values);
    }
    await sql.query('commit');
    const sqlMs = performance.now() - direct;
    report(`[${store}] import ${ITEMS / 1000}k items from CSV (API)`, importMs, 'plain SQL insert', sqlMs);
  } finally {
    await sql.close();
    await server.stop();
  }
}
