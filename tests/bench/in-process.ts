// An entity store in this process, on a fresh embedded database or on the PostgreSQL database given, with
// a tenant of its own and a statement counter: for benchmarks that count what one save runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { loadReports } from '../../engine/schema/report-schema.ts';
import { openDatabase, type OpenOptions } from '../../src/server/db/database.ts';
import { migrateAll } from '../../src/server/db/migrations.ts';
import { createEntityStore } from '../../src/server/entities.ts';
import { reportQueries } from '../../src/server/reports/index.ts';
import { createTenant } from '../../src/server/tenancy/create-tenant.ts';
import { installDocumentCatalog } from '../../src/server/documents/catalog.ts';
import { menuPages } from '../../src/shared/menu-from-schemas.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');

/**
 * The app's own data layer in this process, on the store given (migrated): its database, entity store and
 * the menu a new business gets, for benchmarks that write businesses as sign-up does, without HTTP.
 */
export async function appDataLayer(options: OpenOptions) {
  const database = await openDatabase(options);
  const registry = loadRegistry(SCHEMAS);
  installDocumentCatalog(registry);
  await migrateAll(database, registry);
  const menu = menuPages(registry.values(), loadReports(SCHEMAS, new Set(reportQueries.keys())).values());
  const store = createEntityStore({ db: database.db, dialect: database.kind, registry });
  return { database, registry, store, menu };
}

export async function inProcessStore(databaseUrl: string | null = null) {
  const counter = { counting: false, statements: 0 };
  const { database, store, menu } = await appDataLayer({
    databaseUrl,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-bench-')),
    onQuery: () => counter.counting && (counter.statements += 1),
  });
  const { tenantId } = await createTenant(database.db, { email: `bench-${process.hrtime.bigint()}@example.com`, passwordHash: 'x' }, menu);
  /** The statements `work` runs. */
  const count = async (work: () => Promise<unknown>): Promise<number> => {
    counter.statements = 0;
    counter.counting = true;
    try {
      await work();
    } finally {
      counter.counting = false;
    }
    return counter.statements;
  };
  return { database, store, caller: { tenantId, actor: 'bench@example.com' }, count };
}
