// The audit trail as a file an auditor files with their papers: CSV (guarded against formulas as every
// CSV the app writes, engine/ui/report/export-csv.ts) or an Excel workbook (the app's own writer,
// export-xlsx.ts). One row per entry; its changes one per line, "Field: before → after", money in rupees.
// The trail is read a batch at a time (EXPORT_BATCH entries) and a file holds at most EXPORT_LIMIT
// entries: a longer trail is refused with its count, to be exported a period at a time.
import type { Kysely } from 'kysely';
import type { Registry, ReportColumn } from '../../../engine/schema/index.ts';
import { buildCsv } from '../../../engine/ui/report/export-csv.ts';
import { buildXlsx } from '../../../engine/ui/report/export-xlsx.ts';
import { plainDecimal } from '../../../engine/ui/format.ts';
import { badRequest } from '../http/errors.ts';
import type { FieldChange } from './trail-diff.ts';
import type { TrailFilter } from './trail-filter.ts';
import { indiaTime } from '../../shared/india-time.ts';
import { trailCount, trailEntries, type TrailEntry } from './trail-query.ts';

export const EXPORT_LIMIT = 20_000;
const EXPORT_BATCH = 1_000;
/** Excel holds at most 32,767 characters in a cell. */
const MOST_CELL = 32_000;

const COLUMNS: ReportColumn[] = [
  { field: 'Entry', title: 'Entry', type: 'number' },
  { field: 'When', title: 'When (IST)' },
  { field: 'User', title: 'User' },
  { field: 'Employee', title: 'Employee' },
  { field: 'Address', title: 'Address' },
  { field: 'RecordType', title: 'Record type' },
  { field: 'RecordId', title: 'Record id', type: 'number' },
  { field: 'Record', title: 'Record' },
  { field: 'Action', title: 'Action' },
  { field: 'Changes', title: 'Changes' },
];

export type TrailFile = { name: string; type: string; content: string | Uint8Array };

export async function exportTrail(db: Kysely<any>, registry: Registry, tenantId: number, filter: TrailFilter, format: 'csv' | 'xlsx', notes: string[]): Promise<TrailFile> {
  const total = await trailCount(db, tenantId, filter);
  if (total > EXPORT_LIMIT) {
    const message = `The trail holds ${total} entries for these filters; a file takes at most ${EXPORT_LIMIT}: export a shorter period at a time`;
    throw badRequest(message, [{ path: '/FromDate', message }]);
  }
  const rows: Array<Record<string, string | number | null>> = [];
  let below: number | undefined;
  for (;;) {
    const batch = await trailEntries(db, registry, tenantId, filter, { limit: EXPORT_BATCH, below });
    rows.push(...batch.map(rowOf));
    if (batch.length < EXPORT_BATCH || rows.length >= EXPORT_LIMIT) break;
    below = batch[batch.length - 1].Id;
  }
  const table = { columns: COLUMNS, rows };
  if (format === 'csv') return { name: 'audit-trail.csv', type: 'text/csv; charset=utf-8', content: buildCsv(table) };
  return {
    name: 'audit-trail.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: buildXlsx(table, { title: 'Audit trail', notes, sheetName: 'Audit trail' }),
  };
}

function rowOf(entry: TrailEntry): Record<string, string | number | null> {
  return {
    Entry: entry.Seq ?? entry.Id,
    When: indiaTime(entry.At),
    User: entry.Actor,
    Employee: entry.EmployeeName,
    Address: entry.Address,
    RecordType: entry.EntityLabel,
    RecordId: entry.RecordId,
    Record: entry.Record,
    Action: entry.Action,
    Changes: entry.Changes.map(changeLine).join('\n').slice(0, MOST_CELL),
  };
}

/** 2026-11-29 as 29-11-2026, as the app shows dates. */
const dayFirst = (text: string) => text.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3-$2-$1');

/** "Net bill amount: 1180.00 → 2360.00"; a field newly given or removed shows "(none)" on its empty side. */
export function changeLine(change: FieldChange): string {
  const value = (text: string | null) => (text === null ? '(none)' : change.kind === 'money' ? plainDecimal(text, 2) || text : change.kind === 'date' ? dayFirst(text) : text);
  return `${change.label}: ${value(change.before)} → ${value(change.after)}`;
}
