// The audit trail as the API sends it (GET /api/audit/trail, src/server/audit/trail-routes.ts) and the
// page reads it (src/client/audit/AuditTrailPage.tsx).

export type FieldKind = 'money' | 'date' | 'text';
/** One field an entry changed; a value absent on one side (a create's before, a delete's after) is null. */
export type FieldChange = { field: string; label: string; kind: FieldKind; before: string | null; after: string | null };

export type TrailEntry = {
  Id: number;
  /** Place in the business's chain, once the log is chained; null before. */
  Seq: number | null;
  /** The instant, UTC ISO (shown in India time: india-time.ts). */
  At: string;
  Actor: string;
  EmployeeId: number | null;
  EmployeeName: string | null;
  /** The client's address, once the log records it; null before. */
  Address: string | null;
  Entity: string;
  EntityLabel: string;
  RecordId: number | null;
  /** The record's number or name, read from the entry itself. */
  Record: string;
  Action: string;
  Changes: FieldChange[];
};

/** The filters the trail and its export take, as query parameters. */
export const TRAIL_FILTERS = ['FromDate', 'ToDate', 'Actor', 'Entity', 'RecordId', 'Action'] as const;
