// Which GST and cess rate an item carries on a date. A rate is fixed by notification from a date (the
// rate schedules of Notification 1/2017-Central Tax (Rate), and their amendments, e.g. Notification
// 9/2025-Central Tax (Rate) of 17 September 2025 moving most goods to the 5/18/40 slabs from
// 22 September 2025): a supply takes the rate in force on its date (for goods, the date of the invoice,
// CGST Act s.31 and s.14 aside), so a document takes the item's history row with the latest
// EffectiveFrom on or before the document's date. Pure: the server and the browser's live totals share it.

import type { DocumentKind } from './document-kinds.ts';

/** One row of an item's rate history (wire units: rates in percent, dates yyyy-mm-dd). */
export type RateRow = { EffectiveFrom?: unknown; TaxRate?: unknown; CessRate?: unknown };

export type Rates = { TaxRate: number; CessRate: number };

/** GST came in on 1 July 2017: an item's first rate runs from then unless dated otherwise. */
export const GST_START = '2017-07-01';

const percent = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const dateOf = (row: RateRow): string => (typeof row.EffectiveFrom === 'string' ? row.EffectiveFrom : '');

/** The rows by date, earliest first (a copy). */
export function byDate<T extends RateRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
}

/**
 * The rates in force on `date`: the row with the latest EffectiveFrom on or before it. A date before the
 * first row takes the first row (what the item was first given); no rows at all: null (the caller falls
 * back to the item's own TaxRate and CessRate).
 */
export function ratesInForce(rows: readonly RateRow[] | null | undefined, date: string): Rates | null {
  if (!rows || rows.length === 0) return null;
  const sorted = byDate(rows);
  let chosen = sorted[0];
  for (const row of sorted) if (dateOf(row) <= date) chosen = row;
  return { TaxRate: percent(chosen.TaxRate), CessRate: percent(chosen.CessRate) };
}

/** The latest row's rates (what the item master shows as its GST and cess rate), or null with none. */
export function latestRates(rows: readonly RateRow[] | null | undefined): Rates | null {
  if (!rows || rows.length === 0) return null;
  const last = byDate(rows).at(-1)!;
  return { TaxRate: percent(last.TaxRate), CessRate: percent(last.CessRate) };
}

/**
 * A document line's GST and cess rates: typed by hand (`IsManualTaxRate`), the line keeps them; else the
 * item's rates in force on the document's date (no date yet: its latest). A line that says nothing either
 * way but carries a rate (a client from before the rate history) keeps it, as before. The answer says which
 * it was, so a saved line tells an edit whether to look the rate up again.
 */
export function lineRates(
  line: { TaxRate?: unknown; CessRate?: unknown; IsManualTaxRate?: unknown },
  item: { TaxRate?: unknown; CessRate?: unknown; RateHistory?: unknown },
  date: unknown,
): Rates & { IsManualTaxRate: boolean } {
  const when = typeof date === 'string' && date !== '' ? date : '9999-12-31';
  const history = Array.isArray(item.RateHistory) ? (item.RateHistory as RateRow[]) : null;
  const dated = ratesInForce(history, when) ?? { TaxRate: percent(item.TaxRate), CessRate: percent(item.CessRate) };
  const typed = line.IsManualTaxRate === true || (line.IsManualTaxRate === undefined && typeof line.TaxRate === 'number');
  if (!typed) return { ...dated, IsManualTaxRate: false };
  return {
    TaxRate: typeof line.TaxRate === 'number' ? line.TaxRate : dated.TaxRate,
    CessRate: typeof line.CessRate === 'number' ? line.CessRate : dated.CessRate,
    IsManualTaxRate: true,
  };
}

/**
 * The document whose date decides a return's rates: the bill it returns goods of (its source of effect sale
 * or purchase, when named). A return gives back the tax the invoice charged (CGST Act s.34: the credit note
 * reverses the tax of the supply), so a return dated after a change of rate still takes the invoice's rate.
 * Null for every other document, whose own date decides.
 */
export function rateDateSource(kind: Pick<DocumentKind, 'effect' | 'sources'>, record: Record<string, unknown>): { entity: string; id: number } | null {
  if (kind.effect !== 'saleReturn' && kind.effect !== 'purchaseReturn') return null;
  for (const source of kind.sources) {
    const id = Number(record[source.field]);
    if (Number.isInteger(id) && id > 0) return { entity: source.entity, id };
  }
  return null;
}
