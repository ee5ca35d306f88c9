// What a business file carries and how its rows point at each other. The entity tables come from the
// schemas: every x-entity.links column names the entity it points at, and a line table's parentKey
// points at the document whose x-lines property names it, so an entity a new schema file adds travels
// with no code change here. The server's own tables that hold the books (system-tables.ts) are described
// below, once: a column names an entity, or (doc_type/doc_id, entity/record_id) takes the entity from
// another column of the row. Secrets never travel: sign-ins, sessions, reset tokens, share links and throttles are
// left out, and so is every writeOnly property of a schema (an employee's password hash).
import { tableFromSchema, type ColumnSpec, type Registry, type TableSpec } from '../../../engine/schema/index.ts';
import { bankClearingTable, documentCounterTable, editLogTable, journalLineTable, stockMoveTable } from '../db/system-tables.ts';
import { yearCloseTable } from '../periods/year-close-table.ts';
import { periodMarkTable } from '../periods/period-table.ts';

/** Where a column's value points: a record of one entity, or of the entity named by another column. */
export type Reference = { entity: string } | { entityFrom: string };

export type TravelTable = {
  /** The table's name, which is also the file's name for it. */
  name: string;
  /** The entity behind the table, or null for a server table. */
  entity: string | null;
  /** The generated key, renumbered on arrival; null when the table has none (counters). */
  key: string | null;
  /** The columns that travel (tenant_id and the key excepted), with their stored types. */
  columns: ColumnSpec[];
  refs: Record<string, Reference>;
  /** Reference values that mean "none" besides null (a counter of no firm has firm_id 0). */
  noneValues?: number[];
  /** JSON columns holding a snapshot of a record (the edit log's before and after) and the column naming its entity. */
  snapshots?: { columns: string[]; entityFrom: string };
  /**
   * A history table (the edit log): a reference to a record the file lacks (deleted before the export)
   * arrives empty instead of refusing the file.
   */
  history?: boolean;
};

/** The server tables that hold the books, with the references in their rows. */
const SERVER_TABLES: Array<{ table: TableSpec; refs: Record<string, Reference>; leaveOut?: string[]; noneValues?: number[]; snapshots?: TravelTable['snapshots']; history?: boolean }> = [
  { table: journalLineTable, refs: { doc_id: { entityFrom: 'doc_type' }, firm_id: { entity: 'firm' }, ledger_id: { entity: 'ledger' } } },
  { table: stockMoveTable, refs: { doc_id: { entityFrom: 'doc_type' }, firm_id: { entity: 'firm' }, item_id: { entity: 'item' } } },
  { table: bankClearingTable, refs: { doc_id: { entityFrom: 'doc_type' }, ledger_id: { entity: 'ledger' } } },
  { table: documentCounterTable, refs: { firm_id: { entity: 'firm' } }, noneValues: [0] },
  // A closed year and the valuation method it keeps belong to the books: a loaded business stays closed.
  { table: yearCloseTable, refs: { firm_id: { entity: 'firm' } } },
  // The lock dates and filed returns: a business loaded from its file is closed where it was.
  { table: periodMarkTable, refs: { firm_id: { entity: 'firm' } } },
  // A create's Idempotency-Key belongs to the client session that sent it, not to the books. The chain's
  // columns are made anew on arrival (import-business.ts): the entries' references are renumbered, so their
  // content, and with it every hash, differs from the source's; they are linked again in their order.
  {
    table: editLogTable,
    refs: { record_id: { entityFrom: 'entity' }, employee_id: { entity: 'employee' } },
    leaveOut: ['request_key', 'request_digest', 'seq', 'content_hash', 'prev_hash', 'entry_hash'],
    snapshots: { columns: ['before_data', 'after_data'], entityFrom: 'entity' },
    history: true,
  },
];

/** The entity whose x-lines property names each line entity (a line entity serves one parent). */
export function parentsOfLines(registry: Registry): Map<string, string> {
  const parents = new Map<string, string>();
  for (const schema of registry.values()) {
    for (const property of Object.values(schema.properties)) {
      const lines = property['x-lines'];
      if (typeof lines === 'string') parents.set(lines, schema['x-entity'].name);
    }
  }
  return parents;
}

export function travelTables(registry: Registry): TravelTable[] {
  const parents = parentsOfLines(registry);
  const entities = [...registry.values()].map((schema): TravelTable => {
    const meta = schema['x-entity'];
    const secrets = new Set(Object.entries(schema.properties).filter(([, property]) => property.writeOnly).map(([name]) => name));
    const refs: Record<string, Reference> = Object.fromEntries(Object.entries(meta.links ?? {}).map(([column, entity]) => [column, { entity }]));
    const parent = parents.get(meta.name);
    if (typeof meta.parentKey === 'string' && parent) refs[meta.parentKey] = { entity: parent };
    const table = tableFromSchema(schema);
    return { name: table.name, entity: meta.name, key: meta.key, columns: table.columns.filter((column) => !secrets.has(column.name)), refs };
  });
  const server = SERVER_TABLES.map(({ table, refs, leaveOut = [], noneValues, snapshots, history }): TravelTable => ({
    name: table.name,
    entity: null,
    key: table.autoKey,
    columns: table.columns.filter((column) => !leaveOut.includes(column.name)),
    refs,
    noneValues,
    snapshots,
    history,
  }));
  return [...entities, ...server];
}
