// The order a business file's tables are written in, from the references travel-tables.ts derives from
// the schemas' links: each entity table after the tables it points at, the server's tables (journal,
// stock, counters, edit log) last.
import type { TravelTable } from './travel-tables.ts';

/**
 * Entity tables before the server's tables, each after the tables it points at. A reference that would
 * wait forever (to its own table, or round a ring) is deferred: written empty, filled in at the end.
 */
export function insertOrder(travel: TravelTable[]): { order: TravelTable[]; deferred: Map<string, Set<string>> } {
  const entityTable = new Map(travel.filter((table) => table.entity).map((table) => [table.entity!, table]));
  const deferred = new Map<string, Set<string>>();
  const defer = (table: TravelTable, column: string) => deferred.set(table.name, new Set([...(deferred.get(table.name) ?? []), column]));
  const needs = (table: TravelTable) =>
    Object.entries(table.refs).flatMap(([column, reference]) => ('entity' in reference && entityTable.has(reference.entity) && !deferred.get(table.name)?.has(column) ? [[column, reference.entity] as const] : []));
  for (const table of entityTable.values()) for (const [column, target] of needs(table)) if (target === table.entity) defer(table, column);
  const order: TravelTable[] = [];
  const placed = new Set<string>();
  let waiting = [...entityTable.values()];
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => needs(table).every(([, target]) => placed.has(target)));
    if (ready.length === 0) {
      // A ring: the first waiting table goes now, its references to waiting tables filled in later.
      const first = waiting[0];
      for (const [column, target] of needs(first)) if (!placed.has(target)) defer(first, column);
      continue;
    }
    for (const table of ready) {
      order.push(table);
      placed.add(table.entity!);
    }
    waiting = waiting.filter((table) => !placed.has(table.entity!));
  }
  return { order: [...order, ...travel.filter((table) => !table.entity)], deferred };
}
