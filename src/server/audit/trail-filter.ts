// The audit trail's filters as the query string gives them, checked: a bad value is a 400 naming the
// parameter, never a 500 nor a silently wider answer.
//   FromDate, ToDate  yyyy-mm-dd, days in India time (IST, UTC+5:30), both inclusive
//   Actor             the login's e-mail (exact, as the entry records it)
//   Entity            the record type (party, sales, ...; also the server's own: tenant, ...)
//   RecordId          the record's Id
//   Action            create, update, delete (or another action the server records)
//   Page, PerPage     1-based page of at most 100 entries, newest first
import { isRecordId } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';

export type TrailFilter = {
  /** The period's ends as instants (UTC ISO): from inclusive, until exclusive. */
  from: string | null;
  until: string | null;
  actor: string | null;
  entity: string | null;
  recordId: number | null;
  action: string | null;
};

export { TRAIL_FILTERS } from '../../shared/audit-trail.ts';
export const MAX_PER_PAGE = 100;

/** India Standard Time, UTC+5:30, no daylight saving. */
const IST = '+05:30';

const refuse = (name: string, message: string) => badRequest(`${name} ${message}`, [{ path: `/${name}`, message }]);

function dateOf(query: Record<string, unknown>, name: string): string | null {
  const raw = query[name];
  if (raw === undefined || raw === '') return null;
  const text = String(raw);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= '1900-01-01' && text <= '9999-12-31' && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
  if (!valid) throw refuse(name, 'must be a date (yyyy-mm-dd)');
  return text;
}

/** The instant a day (India time) begins. */
const dayStart = (date: string): string => new Date(`${date}T00:00:00${IST}`).toISOString();
const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function textOf(query: Record<string, unknown>, name: string, pattern: RegExp, message: string): string | null {
  const raw = query[name];
  if (raw === undefined || raw === '') return null;
  const text = String(raw).trim();
  if (!pattern.test(text)) throw refuse(name, message);
  return text;
}

export function trailFilterOf(query: Record<string, unknown>): TrailFilter {
  const fromDate = dateOf(query, 'FromDate');
  const toDate = dateOf(query, 'ToDate');
  if (fromDate && toDate && fromDate > toDate) throw refuse('ToDate', 'must not be before FromDate');
  const recordText = query.RecordId === undefined || query.RecordId === '' ? null : String(query.RecordId);
  if (recordText !== null && !isRecordId(recordText)) throw refuse('RecordId', 'must be a record id (a whole number from 1)');
  return {
    from: fromDate ? dayStart(fromDate) : null,
    until: toDate ? dayStart(nextDay(toDate)) : null,
    actor: textOf(query, 'Actor', /^[^\s].{0,199}$/u, 'must be a login (at most 200 characters)')?.toLowerCase() ?? null,
    entity: textOf(query, 'Entity', /^[a-z][a-z0-9_]{0,59}$/, 'must be a record type such as party or sales'),
    recordId: recordText === null ? null : Number(recordText),
    action: textOf(query, 'Action', /^[a-z][a-z0-9_-]{0,39}$/, 'must be an action such as create, update or delete'),
  };
}

export function pageOf(query: Record<string, unknown>): { page: number; perPage: number } {
  const number = (name: string, fallback: number, most: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const text = String(raw);
    if (!/^[1-9]\d{0,5}$/.test(text) || Number(text) > most) throw refuse(name, `must be a whole number from 1 to ${most}`);
    return Number(text);
  };
  return { page: number('Page', 1, 100_000), perPage: number('PerPage', 20, MAX_PER_PAGE) };
}
