// The audit trail read from the edit log, one business's only, newest first, a page or a bounded batch at
// a time: never the whole log at once. Each entry comes with who (login and employee), when (an instant,
// shown in India time by the reader), the record (type, id, its number or name from the entry itself) and
// the changes field by field (trail-diff.ts).
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { TrailEntry } from '../../shared/audit-trail.ts';
import { fieldChanges, parseData, recordLabel } from './trail-diff.ts';
import type { TrailFilter } from './trail-filter.ts';

export type { TrailEntry };


function filtered(db: Kysely<any>, tenantId: number, filter: TrailFilter) {
  let query = db.selectFrom('edit_log as l').where('l.tenant_id', '=', tenantId);
  if (filter.from) query = query.where('l.at', '>=', filter.from);
  if (filter.until) query = query.where('l.at', '<', filter.until);
  if (filter.actor) query = query.where('l.actor', '=', filter.actor);
  if (filter.entity) query = query.where('l.entity', '=', filter.entity);
  if (filter.recordId !== null) query = query.where('l.record_id', '=', filter.recordId);
  if (filter.action) query = query.where('l.action', '=', filter.action);
  return query;
}

export async function trailCount(db: Kysely<any>, tenantId: number, filter: TrailFilter): Promise<number> {
  const row = await filtered(db, tenantId, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Entries newest first (the log's own order: ids rise as entries are written). `below`: only entries
 * older than this id (how an export walks the trail a batch at a time without OFFSET).
 */
export async function trailEntries(
  db: Kysely<any>,
  registry: Registry,
  tenantId: number,
  filter: TrailFilter,
  batch: { limit: number; offset?: number; below?: number },
): Promise<TrailEntry[]> {
  let query = filtered(db, tenantId, filter)
    .leftJoin('employee as e', (join) => join.onRef('e.tenant_id', '=', 'l.tenant_id').onRef('e.Id', '=', 'l.employee_id'))
    .select(['l.id', 'l.at', 'l.actor', 'l.employee_id', 'l.entity', 'l.record_id', 'l.action', 'l.before_data', 'l.after_data', 'e.EmployeeName', 'l.address', 'l.seq'])
    .orderBy('l.id', 'desc')
    .limit(batch.limit);
  if (batch.below !== undefined) query = query.where('l.id', '<', batch.below);
  if (batch.offset) query = query.offset(batch.offset);
  const rows: Array<Record<string, unknown>> = await query.execute();
  return rows.map((row) => entryOf(registry, row));
}

/** Records the server keeps that no schema describes. */
const OWN_RECORDS: Record<string, string> = { tenant: 'Business' };

function entryOf(registry: Registry, row: Record<string, unknown>): TrailEntry {
  const entity = String(row.entity);
  const schema = registry.get(entity);
  const before = parseData(row.before_data);
  const after = parseData(row.after_data);
  return {
    Id: Number(row.id),
    Seq: row.seq === undefined || row.seq === null ? null : Number(row.seq),
    At: instant(row.at),
    Actor: String(row.actor),
    EmployeeId: row.employee_id === null || row.employee_id === undefined ? null : Number(row.employee_id),
    EmployeeName: typeof row.EmployeeName === 'string' ? row.EmployeeName : null,
    Address: typeof row.address === 'string' && row.address !== '' ? row.address : null,
    Entity: entity,
    EntityLabel: schema?.['x-entity'].label ?? schema?.title ?? OWN_RECORDS[entity] ?? entity.charAt(0).toUpperCase() + entity.slice(1),
    RecordId: row.record_id === null || row.record_id === undefined ? null : Number(row.record_id),
    Record: recordLabel(schema, before, after),
    Action: String(row.action),
    Changes: fieldChanges(registry, entity, before, after),
  };
}

/** SQLite keeps the ISO text; PostgreSQL's timestamptz comes back as a Date (or its text). */
function instant(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}
