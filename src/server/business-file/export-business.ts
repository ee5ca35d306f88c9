// Writes a business's books as one file (file-format.ts). The rows are read from one snapshot of the
// store, so the file is one consistent moment of the books, without holding up the bills being saved
// meanwhile (db/database.ts, readSnapshot), a table a page at a time by key, each page turned to JSON text at once:
// the server holds the file's text once, never the rows and the text together. The text is sent after
// the transaction ends, so a slow download never holds the database.
import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { StoreKind } from '../db/database.ts';
import { FILE_FORMAT, FORMAT_VERSION } from './file-format.ts';
import { fileValue } from './stored-values.ts';
import { travelTables, type TravelTable } from './travel-tables.ts';

const PAGE = 2000;

export type ExportedBusiness = { chunks: string[]; bytes: number; rows: number };

export type Snapshot = <T>(work: (db: Kysely<any>) => Promise<T>) => Promise<T>;

export async function exportBusiness(readSnapshot: Snapshot, dialect: StoreKind, registry: Registry, tenantId: number, owner: string, at = new Date()): Promise<ExportedBusiness> {
  const tables = travelTables(registry);
  const chunks: string[] = [];
  let rows = 0;
  await readSnapshot(async (trx) => {
    const tenant = await trx.selectFrom('tenant').select(['menu_pages']).where('id', '=', tenantId).executeTakeFirst();
    const head = {
      format: FILE_FORMAT,
      formatVersion: FORMAT_VERSION,
      exportedAt: at.toISOString(),
      business: { owner, menuPages: tenant?.menu_pages ?? null },
      entities: tables.map((table) => ({ table: table.name, entity: table.entity, key: table.key, columns: table.columns, refs: table.refs })),
    };
    chunks.push(`${JSON.stringify(head).slice(0, -1)},"tables":{`);
    for (const [index, table] of tables.entries()) {
      const names = [...(table.key ? [table.key] : []), ...table.columns.map((column) => column.name)];
      chunks.push(`${index > 0 ? ',' : ''}\n${JSON.stringify(table.name)}:{"columns":${JSON.stringify(names)},"rows":[`);
      let first = true;
      for await (const page of pagesOf(trx, dialect, table, tenantId)) {
        const text = page.map((row) => JSON.stringify(rowValues(table, row))).join(',\n');
        chunks.push(`${first ? '\n' : ',\n'}${text}`);
        first = false;
        rows += page.length;
      }
      chunks.push(']}');
    }
    chunks.push('\n}}\n');
  });
  return { chunks, bytes: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0), rows };
}

function rowValues(table: TravelTable, row: Record<string, unknown>): unknown[] {
  return [...(table.key ? [Number(row[table.key])] : []), ...table.columns.map((column) => fileValue(column, row[column.name]))];
}

/**
 * The table's rows of the tenant, a page at a time in key order.
 * PostgreSQL: one cursor per table, fetched a page at a time (keyset pages were planned afresh each, and
 * on a table just filled, before autovacuum's statistics, each page read and sorted the tenant's rows:
 * 63 s for the full bench books).
 * SQLite: pages by key. Its key is the rowid and every index leads with tenant_id: left to itself the
 * planner reads the tenant's rows by such an index and sorts them for every page (160 s for the full
 * bench books), so `+tenant_id` (no index on it) makes each page a range of rowids.
 */
async function* pagesOf(trx: Kysely<any>, dialect: StoreKind, table: TravelTable, tenantId: number): AsyncGenerator<Array<Record<string, unknown>>> {
  const order = table.key ? sql` order by ${sql.ref(table.key)}` : sql``;
  if (dialect === 'postgres') {
    const cursor = sql.id(`business_file_${table.name}`);
    await sql`declare ${cursor} no scroll cursor for select * from ${sql.table(table.name)} where tenant_id = ${sql.lit(tenantId)}${order}`.execute(trx);
    try {
      for (;;) {
        const { rows } = await sql<Record<string, unknown>>`fetch ${sql.lit(PAGE)} from ${cursor}`.execute(trx);
        if (rows.length > 0) yield rows;
        if (rows.length < PAGE) return;
      }
    } finally {
      await sql`close ${cursor}`.execute(trx);
    }
  }
  if (!table.key) {
    const all = await trx.selectFrom(table.name).selectAll().where('tenant_id', '=', tenantId).execute();
    if (all.length > 0) yield all;
    return;
  }
  let after: number | null = null;
  for (;;) {
    let query = trx.selectFrom(table.name).selectAll().where(sql<number>`+${sql.ref('tenant_id')}`, '=', tenantId).orderBy(table.key).limit(PAGE);
    if (after !== null) query = query.where(table.key, '>', after);
    const page = await query.execute();
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = Number(page[page.length - 1][table.key]);
  }
}
