// An item's GST rate history (`RateHistory`, the `itemrate` line table) and its TaxRate/CessRate kept in
// step. The history decides what a document charges (the row in force on its date: rate-in-force.ts);
// TaxRate and CessRate stay on the item as its latest row's, so clients that read or send them still work.
//   - A save that sends RateHistory sets the history as sent; one that leaves it out keeps the stored one.
//   - A new item with no history gets one row from 1 July 2017 (GST's start) at its TaxRate and CessRate.
//   - Changing TaxRate or CessRate (against the stored item) to other than the latest row's adds a row from
//     today (India) at the new rates, replacing a row of today's date. A change from another date is given
//     as a history row (the item form's grid, or RateHistory in the API).
//   - Two rows of one date are refused (400 at the row's EffectiveFrom), as is a change from today while
//     the history holds a later row.
import type { EntityHooks } from '../../../engine/server/index.ts';
import type { Row } from '../../../engine/schema/index.ts';
import { byDate, GST_START, latestRates } from '../../../overrides/billing/rate-in-force.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { badRequest } from '../http/errors.ts';

const percent = (value: unknown): number => (typeof value === 'number' ? value : 0);
const rateRow = (row: Row): Row => ({ EffectiveFrom: row.EffectiveFrom, TaxRate: percent(row.TaxRate), CessRate: percent(row.CessRate) });

function refuseRepeatedDates(rows: Row[]): void {
  const seen = new Set<unknown>();
  rows.forEach((row, index) => {
    if (!seen.has(row.EffectiveFrom)) return void seen.add(row.EffectiveFrom);
    const message = `GST rate history: line ${index + 1}: another line is effective from ${String(row.EffectiveFrom)} too`;
    throw badRequest(message, [{ path: `/RateHistory/${index}/EffectiveFrom`, message }]);
  });
}

export const itemRateRules: EntityHooks = {
  beforeSave(_ctx, record, before, input) {
    const sent = Array.isArray(input?.RateHistory);
    let rows = (sent ? (record.RateHistory as Row[]) : ((before?.RateHistory as Row[] | undefined) ?? [])).map(rateRow);
    refuseRepeatedDates(rows);
    const given = { TaxRate: percent(record.TaxRate), CessRate: percent(record.CessRate) };
    const latest = latestRates(rows);
    const changed = before === null ? !sent : given.TaxRate !== percent(before.TaxRate) || given.CessRate !== percent(before.CessRate);
    if (!latest || (changed && (latest.TaxRate !== given.TaxRate || latest.CessRate !== given.CessRate))) {
      const from = rows.length === 0 ? GST_START : todayInIndia();
      const last = byDate(rows).at(-1);
      if (last && String(last.EffectiveFrom) > from) {
        const message = `GST rate: the rate history already has a change from ${String(last.EffectiveFrom)}; change the rate in the history`;
        throw badRequest(message, [{ path: '/TaxRate', message }]);
      }
      rows = [...rows.filter((row) => row.EffectiveFrom !== from), { EffectiveFrom: from, ...given }];
    }
    record.RateHistory = byDate(rows);
    Object.assign(record, latestRates(rows));
  },
};
