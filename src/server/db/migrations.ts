// Everything the database needs at start: the server's own tables and one table per entity schema.
import { loadRegistry } from '../../../engine/schema/loader.ts';
import { tableFromSchema } from '../../../engine/schema/table.ts';
import { migrate } from '../../../engine/server/migrate.ts';
import type { Database } from './database.ts';
import { systemTables } from './system-tables.ts';

export async function migrateAll(database: Database, schemasDir: string): Promise<void> {
  const registry = loadRegistry(schemasDir);
  const entityTables = [...registry.values()].map(tableFromSchema);
  await migrate(database.db, database.kind, [...systemTables, ...entityTables]);
}
