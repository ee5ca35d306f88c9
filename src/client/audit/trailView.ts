// How the audit trail page words an entry: the action in plain words, who did it, a changed value (money
// as rupees in Indian grouping). Pure.
import { formatDayFirst, formatRupees } from '../../../engine/ui/format.ts';
import type { FieldChange, TrailEntry } from '../../shared/audit-trail.ts';

export const ACTIONS: Record<string, { label: string; color: 'success' | 'info' | 'error' | 'default' }> = {
  create: { label: 'Created', color: 'success' },
  update: { label: 'Changed', color: 'info' },
  delete: { label: 'Deleted', color: 'error' },
};

export const actionLabel = (action: string) => ACTIONS[action]?.label ?? action;

/** "Ravi Clerk (ravi@shop.in)" for an employee, the login alone for the owner. */
export const whoDid = (entry: TrailEntry) => (entry.EmployeeName ? `${entry.EmployeeName} (${entry.Actor})` : entry.Actor);

/** "Parties #12 Joshi & Co". */
export const recordOf = (entry: TrailEntry) => [entry.EntityLabel, entry.RecordId === null ? '' : `#${entry.RecordId}`, entry.Record].filter(Boolean).join(' ');

export function changeValue(change: FieldChange, side: 'before' | 'after'): string {
  const value = change[side];
  if (value === null) return '—';
  if (change.kind === 'money') return formatRupees(value) || value;
  return change.kind === 'date' ? formatDayFirst(value) || value : value;
}
