// Creates a business's books from a business file, into the signed-in owner's business while it is
// still new (nothing but what sign-up made: its edit log holds only the sign-up). What sign-up seeded
// (ledger groups, standard ledgers, states, the default menu) is replaced by the file's rows; every row
// gets a new key from the store (so PostgreSQL's identities and SQLite's rowids go on from there) and every
// reference is renumbered to match. Tables are written in the order their references need, derived from
// the schemas' links: a table pointing at itself or a ring of tables pointing at each other has those
// columns filled in after all rows are in.
// The rows are written in many short statements, not one transaction: one transaction over the bench
// books' 15 lakh rows held the store's write lock for 43 s on SQLite, and every other business's saves
// waited that long. Meanwhile the business is fenced (loading.ts), and if anything fails part-way what
// was written is removed and sign-up's rows are put back, so the business is new again and loadable.
import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import { keyDocumentClearings } from '../accounting/bank-clearing-key.ts';
import { challansOfBefore } from '../documents/challans-of-before.ts';
import { recordEdit } from '../audit/edit-log.ts';
import { contentHash, resetHead, type EntryContent } from '../audit/trail-chain.ts';
import type { StoreKind } from '../db/database.ts';
import { isUniqueViolation, uniqueViolationTable } from '../db/errors.ts';
import { refreshStatistics } from '../db/refresh-statistics.ts';
import { conflict } from '../http/errors.ts';
import { BusinessFileError, type CheckedFile, type CheckedTable } from './check-file.ts';
import { stillLoading } from './loading.ts';
import { storedValue } from './stored-values.ts';
import { insertOrder } from './insert-order.ts';
import { travelTables, type TravelTable } from './travel-tables.ts';

/** Parameters one insert may carry, below what either store takes (as engine/server/line-tables.ts). */
const MAX_PARAMETERS = 30_000;

/**
 * What a row becomes on arrival, by table. An employee arrives without a password (the file carries
 * no secrets) and so without a login: switched off until the owner gives them a password.
 */
const ARRIVAL: Record<string, (row: Record<string, unknown>) => void> = {
  employee: (row) => {
    if ('Status' in row) row.Status = false;
  },
};

export type ImportedBusiness = { rows: number; tables: number };

/** Old key -> new key, by entity. */
type KeyMaps = Map<string, Map<number, number>>;

export async function businessIsNew(db: Kysely<any>, tenantId: number): Promise<boolean> {
  const written = await db.selectFrom('edit_log').select('id').where('tenant_id', '=', tenantId).where('entity', '<>', 'tenant').limit(1).executeTakeFirst();
  return !written;
}

export const NOT_NEW = 'This business already has records of its own: a business file can be loaded only into a new, empty business.';

/** Whether a business file may be loaded into the business: it is new, or a load into it was cut short. */
export async function loadable(db: Kysely<any>, tenantId: number): Promise<boolean> {
  const tenant = await db.selectFrom('tenant').select('loading_since').where('id', '=', tenantId).executeTakeFirst();
  if (tenant?.loading_since) return !stillLoading(tenant.loading_since);
  return businessIsNew(db, tenantId);
}

/** Loads a file checked as it was read (read-file.ts); `seed` puts back sign-up's rows if the load fails. */
export async function importBusiness(db: Kysely<any>, dialect: StoreKind, registry: Registry, tenantId: number, actor: string, file: CheckedFile, seed: (trx: Kysely<any>) => Promise<void>): Promise<ImportedBusiness> {
  const travel = travelTables(registry);
  await beginLoading(db, dialect, travel, tenantId);
  try {
    const keys: KeyMaps = new Map([['tenant', new Map()]]);
    const byName = new Map(file.tables.map((checked) => [checked.table.name, checked]));
    const { order, deferred } = insertOrder(travel);
    for (const table of order) {
      const checked = byName.get(table.name);
      if (checked) await insertTable(db, registry, travel, tenantId, checked, keys, deferred.get(table.name) ?? new Set());
    }
    for (const [name, columns] of deferred) {
      const checked = byName.get(name);
      if (checked) await fillDeferred(db, tenantId, checked, columns, keys);
    }
    await db.transaction().execute(async (trx) => {
      // A file from before bank clearings were kept per line has them per document and bank ledger.
      await keyDocumentClearings(trx, 'bank_clearing', tenantId);
      // A file from before challans were kept in the books has them as they were then.
      await challansOfBefore(trx, tenantId);
      if (file.menuPages !== null) await trx.updateTable('tenant').set({ menu_pages: file.menuPages }).where('id', '=', tenantId).execute();
      await recordEdit(trx, { tenantId, actor, entity: 'tenant', recordId: tenantId, action: 'update', after: { LoadedFrom: 'business file', ExportedAt: file.exportedAt, Rows: file.rowCount } });
      await trx.updateTable('tenant').set({ loading_since: null }).where('id', '=', tenantId).execute();
    });
  } catch (error) {
    await db.transaction().execute(async (trx) => {
      await removeRows(trx, travel, tenantId);
      await seed(trx);
      await trx.updateTable('tenant').set({ loading_since: null }).where('id', '=', tenantId).execute();
    });
    if (!isUniqueViolation(error)) throw error;
    throw new BusinessFileError(`The business file holds two ${uniqueViolationTable(error) ?? ''} rows that must differ (the same name or number twice); nothing was loaded.`.replace('  ', ' '));
  }
  await refreshStatistics(db, dialect, file.tables.map((checked) => checked.table.name));
  return { rows: file.rowCount, tables: file.tables.length };
}

/** In one short transaction: checks the business may take the file, fences it, and removes sign-up's rows. */
async function beginLoading(db: Kysely<any>, dialect: StoreKind, travel: TravelTable[], tenantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two uploads into one business queue here (SQLite's write lock does the same).
    if (dialect === 'postgres') await sql`select id from tenant where id = ${tenantId} for update`.execute(trx);
    const tenant = await trx.selectFrom('tenant').select('loading_since').where('id', '=', tenantId).executeTakeFirst();
    if (stillLoading(tenant?.loading_since)) throw conflict('A business file is being loaded into this business already.');
    if (!tenant?.loading_since && !(await businessIsNew(trx, tenantId))) throw conflict(NOT_NEW);
    await removeRows(trx, travel, tenantId);
    await trx.updateTable('tenant').set({ loading_since: new Date().toISOString() }).where('id', '=', tenantId).execute();
  });
}

/** Every row of the business in the tables a file holds, but the edit log's sign-up entry. */
async function removeRows(trx: Kysely<any>, travel: TravelTable[], tenantId: number): Promise<void> {
  for (const table of travel) {
    let remove = trx.deleteFrom(table.name).where('tenant_id', '=', tenantId);
    if (table.history) remove = remove.where('entity', '<>', 'tenant');
    await remove.execute();
  }
  // The entries removed were the load's own (the business was new): the chain's head goes back to the last one kept.
  await resetHead(trx, tenantId);
}

/**
 * Lets the requests that arrived meanwhile run before the next write. The embedded store runs each statement
 * on this thread and answers at once, so awaiting one never lets the event loop reach the network: without
 * this, a load's hundreds of short writes ran back to back and another business's save waited for them all.
 */
const othersTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A table's rows, a statement of at most MAX_PARAMETERS values at a time, each its own short write. */
async function insertTable(db: Kysely<any>, registry: Registry, travel: TravelTable[], tenantId: number, checked: CheckedTable, keys: KeyMaps, deferred: Set<string>): Promise<void> {
  const { table, columns, keyAt } = checked;
  const rows = keyAt >= 0 ? [...checked.rows].sort((a, b) => (a[keyAt] as number) - (b[keyAt] as number)) : checked.rows;
  const newKey = (entity: unknown, old: unknown): number | null => (entity === 'tenant' ? tenantId : (keys.get(String(entity))?.get(old as number) ?? null));
  const snapshot = snapshotMapper(registry, travel, newKey);
  // Each slice's rows are made as they are written, so a big table is never held twice.
  const toValue = (row: unknown[]) => {
    const value: Record<string, unknown> = { tenant_id: tenantId };
    columns.forEach((column, n) => {
      if (n === keyAt) return;
      const reference = table.refs[column.name];
      const given = row[n];
      if (!reference || given === null || table.noneValues?.includes(given as number)) value[column.name] = storedValue(column, given);
      else if (deferred.has(column.name)) value[column.name] = null;
      else value[column.name] = newKey('entity' in reference ? reference.entity : row[columns.findIndex((c) => c.name === reference.entityFrom)], given);
    });
    for (const name of table.snapshots?.columns ?? []) {
      const n = columns.findIndex((column) => column.name === name);
      if (n >= 0 && row[n] !== null) value[name] = JSON.stringify(snapshot(String(value[table.snapshots!.entityFrom]), row[n]));
    }
    if (table.entity) ARRIVAL[table.entity]?.(value);
    // An edit-log entry arrives renumbered: its content hash is made of what is stored, and the insert's
    // trigger links it into this business's chain after the entries before it (audit/trail-chain.ts).
    if (table.history) value.content_hash = contentHash(value as EntryContent);
    return value;
  };
  const perRow = columns.length + 1;
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  const map = new Map<number, number>();
  for (let start = 0; start < rows.length; start += batch) {
    await othersTurn();
    const slice = rows.slice(start, start + batch).map(toValue);
    // Only an entity's rows are pointed at: the server tables' new keys need not be read back.
    if (!table.key || !table.entity) {
      await db.insertInto(table.name).values(slice).execute();
      continue;
    }
    const stored = await db.insertInto(table.name).values(slice).returning(table.key).execute();
    // RETURNING names no order, but the keys of one multi-row insert rise in the order of its rows.
    const given = stored.map((row) => Number(row[table.key!])).sort((a, b) => a - b);
    given.forEach((key, n) => map.set(rows[start + n][keyAt] as number, key));
  }
  if (table.entity) keys.set(table.entity, map);
}

/** Updates written together: a few hundred short statements, a short write. */
const UPDATES_PER_WRITE = 500;

/** Writes the deferred references of a table, now that every row they point at has its new key. */
async function fillDeferred(db: Kysely<any>, tenantId: number, checked: CheckedTable, columns: Set<string>, keys: KeyMaps): Promise<void> {
  const { table, keyAt } = checked;
  const own = keys.get(table.entity!)!;
  const updates: Array<{ column: string; target: number | null; key: number }> = [];
  for (const column of columns) {
    const n = checked.columns.findIndex((spec) => spec.name === column);
    const reference = table.refs[column];
    if (n < 0 || !reference || !('entity' in reference)) continue;
    for (const row of checked.rows) {
      if (row[n] !== null) updates.push({ column, target: keys.get(reference.entity)?.get(row[n] as number) ?? null, key: own.get(row[keyAt] as number)! });
    }
  }
  for (let start = 0; start < updates.length; start += UPDATES_PER_WRITE) {
    await othersTurn();
    await db.transaction().execute(async (trx) => {
      for (const { column, target, key } of updates.slice(start, start + UPDATES_PER_WRITE)) {
        await trx.updateTable(table.name).set({ [column]: target }).where('tenant_id', '=', tenantId).where(table.key!, '=', key).execute();
      }
    });
  }
}

/**
 * The edit log keeps each record as it was saved (a record of the API: its key, fields and lines): its
 * key and references are renumbered like the rows, and one to a record the file lacks (deleted before
 * the export) becomes empty. A GSTR-1's deleted bills, read from these, keep their firm so.
 */
function snapshotMapper(registry: Registry, travel: TravelTable[], newKey: (entity: unknown, old: unknown) => number | null) {
  const byEntity = new Map(travel.filter((table) => table.entity).map((table) => [table.entity!, table]));
  const remap = (entity: string, record: unknown): unknown => {
    const schema = registry.get(entity);
    const table = byEntity.get(entity);
    if (!schema || !table || typeof record !== 'object' || record === null || Array.isArray(record)) return record;
    const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
    const key = schema['x-entity'].key;
    if (typeof copy[key] === 'number') copy[key] = newKey(entity, copy[key]);
    for (const [column, reference] of Object.entries(table.refs)) {
      if ('entity' in reference && typeof copy[column] === 'number') copy[column] = newKey(reference.entity, copy[column]);
    }
    for (const [name, property] of Object.entries(schema.properties)) {
      const lines = property['x-lines'];
      if (typeof lines === 'string' && Array.isArray(copy[name])) copy[name] = (copy[name] as unknown[]).map((line) => remap(lines, line));
    }
    return copy;
  };
  return remap;
}
