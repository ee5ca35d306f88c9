// Names of the unique indexes and indexes the migrator creates, from their table and columns (never from
// their position in the schema, which moves when a set is added or removed). PostgreSQL cuts identifiers
// at 63 bytes, so a long name ends in a short hash of the columns instead.
import { createHash } from 'node:crypto';

const LIMIT = 63;

function named(table: string, kind: 'uq' | 'uqci' | 'ix', columns: readonly string[]): string {
  const plain = `${table}_${kind}_${columns.join('_')}`;
  if (plain.length <= LIMIT) return plain;
  const hash = createHash('sha256').update(columns.join(',')).digest('hex').slice(0, 10);
  return `${table.slice(0, LIMIT - hash.length - 4)}_${kind}_${hash}`;
}

/** The unique index of a table's (tenant-scoped) column set. */
export const uniqueIndexName = (table: string, columns: readonly string[]) => named(table, 'uq', columns);

/** The unique index of a set holding a column compared without regard to case (x-ignoreCase). */
export const caselessIndexName = (table: string, columns: readonly string[]) => named(table, 'uqci', columns);

/** A plain index of a table's (tenant-scoped) column set. */
export const indexName = (table: string, columns: readonly string[]) => named(table, 'ix', columns);
