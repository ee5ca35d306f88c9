// What an exported or printed report says about itself: its file name (report and period) and the
// filter lines under its title. Pure.
import { formatDayFirst } from '../format.ts';
import type { FilterField, FilterValues } from './filters.ts';

/**
 * quotationreport_2026-11-01_to_2026-11-30.csv; trialbalance_as_on_2026-11-30.csv for a report of one
 * date; the name alone for a report without dates.
 */
export function exportFileName(report: string, values: FilterValues, extension: string): string {
  const { FromDate: from, ToDate: to } = values;
  const oneDate = Object.values(values).find((value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
  const period = from && to ? `_${from}_to_${to}` : oneDate ? `_as_on_${oneDate}` : '';
  return `${report}${period}.${extension}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * "From date: 01-11-2026", "Customer: Mehta Traders", one per filter with a value. A link shows the
 * picked record's name when `labels` has it, its number otherwise; an enum shows its label.
 */
export function filterNotes(fields: FilterField[], values: FilterValues, labels: Record<string, string> = {}): string[] {
  const notes: string[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (!value) continue;
    let shown = value;
    if (field.kind === 'date') shown = formatDayFirst(value);
    else if (field.kind === 'link') shown = labels[field.name] ?? value;
    else if (field.kind === 'enum') shown = field.choices?.find((choice) => choice.value === value)?.label ?? value;
    else if (field.kind === 'boolean') shown = value === 'true' ? 'Yes' : 'No';
    notes.push(`${field.title}: ${shown}`);
  }
  return notes;
}
