// Listing page 1 of 100,000 items with a search term through the API, against the same SQL (count
// and page, with the unit join) run directly on the store, on each store.
import { getJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { report, timeMany } from './measure.ts';
import { benchTenant, connectStore, seedItems } from './seed.ts';

const ITEMS = 100_000;

export async function benchMasterList(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const { api, tenantId, unitId } = await benchTenant(server, sql);
    const seeded = performance.now();
    await seedItems(sql, tenantId, unitId, ITEMS);
    if (store === 'postgres') await sql.query('analyze item');
    console.log(`  [${store}] seeded ${ITEMS.toLocaleString('en-IN')} items in ${Math.round(performance.now() - seeded)} ms`);

    const like = store === 'postgres' ? 'ilike' : 'like';
    const where = `t.tenant_id = $1 and (t."ItemName" ${like} $2 escape '\\' or t."ItemCode" ${like} $2 escape '\\' or t."Barcode" ${like} $2 escape '\\' or t."HSNCode" ${like} $2 escape '\\')`;
    const direct = async () => {
      await sql.query(`select count(*) as total from item as t where ${where}`, [tenantId, '%steel%']);
      await sql.query(
        `select t.*, j0."UnitName" as "UnitName" from item as t left join unit as j0 on j0."Id" = t."UnitId" and j0.tenant_id = t.tenant_id
          where ${where} order by t."ItemName" asc, t."Id" asc limit 10 offset 0`,
        [tenantId, '%steel%'],
      );
    };
    const viaApi = async () => {
      const reply = await getJson(api('item?Page=1&PerPage=10&search=steel'));
      if (reply.body.data.rows.length !== 10) throw new Error('the search found too little');
    };
    await viaApi();
    await direct();
    const apiMs = await timeMany(15, viaApi);
    const sqlMs = await timeMany(15, direct);
    report(`[${store}] item list page 1 of ${ITEMS / 1000}k, search "steel"`, apiMs, 'same SQL direct', sqlMs);
  } finally {
    await sql.close();
    await server.stop();
  }
}
