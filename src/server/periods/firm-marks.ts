// A firm's period marks (period-table.ts), read once per write transaction: the write guard asks for them
// with every save, so a save reads them with the firm it needs anyway, in one statement (firm columns
// and marks joined), and every later question in the same transaction (the lock, the filed returns, the
// document's own firm) is answered from that read. Held per transaction object only, never across
// requests: outside a transaction every call reads afresh (another server may have moved the lock).
import type { Kysely } from 'kysely';
import { fromRow, tableFromSchema, type Registry, type Row } from '../../../engine/schema/index.ts';

export type Mark = { kind: string; from: string; to: string; filedOn: string | null };
/** closedThrough: the last day of the firm's latest closed financial year (year_close), read in the same statement. */
export type FirmMarks = { firmId: number; firmName: string; marks: Mark[]; closedThrough: string | null; firm: Row | null } | null;

/** A date column as yyyy-mm-dd, whichever store gave it (PostgreSQL may give a Date). */
export function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

const perTransaction = new WeakMap<object, Map<number, Promise<FirmMarks>>>();

async function read(db: Kysely<any>, tenantId: number, firmId: number, columns: string[] | null, registry: Registry | null): Promise<FirmMarks> {
  const rows = await db
    .selectFrom('firm as f')
    .leftJoin('period_mark as m', (join) => join.onRef('m.tenant_id', '=', 'f.tenant_id').onRef('m.firm_id', '=', 'f.Id'))
    .select((columns ?? ['Id', 'FirmName']).map((column) => `f.${column}`))
    .select(['m.kind as mark_kind', 'm.period_from as mark_from', 'm.period_to as mark_to', 'm.filed_on as mark_filed_on'])
    // A closed year closes the books as a lock does (closed-years.ts); read here so a save asks once.
    .select((eb) =>
      eb
        .selectFrom('year_close as y')
        .select((inner) => inner.fn.max('y.year_end').as('through'))
        .whereRef('y.tenant_id', '=', 'f.tenant_id')
        .whereRef('y.firm_id', '=', 'f.Id')
        .as('closed_through'),
    )
    .where('f.tenant_id', '=', tenantId)
    .where('f.Id', '=', firmId)
    .execute();
  if (rows.length === 0) return null;
  const marks = rows
    .filter((row) => row.mark_kind !== null && row.mark_kind !== undefined)
    .map((row) => ({ kind: String(row.mark_kind), from: day(row.mark_from), to: day(row.mark_to), filedOn: row.mark_filed_on ? day(row.mark_filed_on) : null }));
  const first = rows[0];
  const firm = columns && registry ? fromRow(registry.get('firm')!, Object.fromEntries(columns.map((column) => [column, first[column]]))) : null;
  return { firmId, firmName: String(first.FirmName), marks, closedThrough: first.closed_through ? day(first.closed_through) : null, firm };
}

function cached(db: Kysely<any>, firmId: number, load: () => Promise<FirmMarks>, wantsFirm: boolean): Promise<FirmMarks> {
  if (!db.isTransaction) return load();
  let byFirm = perTransaction.get(db);
  if (!byFirm) perTransaction.set(db, (byFirm = new Map()));
  const known = byFirm.get(firmId);
  if (known && !wantsFirm) return known;
  if (known && wantsFirm) {
    const upgraded = known.then(async (marks) => (marks === null || marks.firm ? marks : load()));
    byFirm.set(firmId, upgraded);
    return upgraded;
  }
  const loading = load();
  byFirm.set(firmId, loading);
  return loading;
}

/** The firm's name and marks (null: no such firm in the business). */
export function marksOf(db: Kysely<any>, tenantId: number, firmId: number): Promise<FirmMarks> {
  return cached(db, firmId, () => read(db, tenantId, firmId, null, null), false);
}

const firmColumns = new WeakMap<object, string[]>();

/** As marksOf, with the firm's whole record (`firm`), for a save that needs the firm too. */
export function firmWithMarks(db: Kysely<any>, registry: Registry, tenantId: number, firmId: number): Promise<FirmMarks> {
  const schema = registry.get('firm')!;
  let columns = firmColumns.get(schema);
  if (!columns) firmColumns.set(schema, (columns = [schema['x-entity'].key, ...tableFromSchema(schema).columns.map((column) => column.name)]));
  const named = columns;
  return cached(db, firmId, () => read(db, tenantId, firmId, named, registry), true);
}

/** Forgets what a transaction read (its writer moved a mark). */
export function forgetMarks(db: Kysely<any>): void {
  perTransaction.delete(db);
}
