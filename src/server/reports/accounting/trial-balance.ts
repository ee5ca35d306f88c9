// The trial balance as on a date: every ledger's closing balance on its side, by group with subtotals.
// The journal balances document by document, so debits equal credits; ledger masters' opening balances
// need not, and a difference among them is shown on its own line (as Tally does), never hidden.
import type { ReportQuery, ReportRow } from '../../../../engine/server/report-types.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { ledgerBalances, onItsSide, scopeOf } from './ledger-balances.ts';
import { sectionRows, sectionsOf } from './ledger-sections.ts';

export const trialBalance: ReportQuery = async (ctx, filters) => {
  const ledgers = await ledgerBalances(ctx, { ...scopeOf(filters), fromDate: undefined });
  const closing = (ledger: { closing: number }) => ledger.closing;
  const rows = sectionRows(sectionsOf(ledgers, closing), closing, onItsSide);
  let debit = 0;
  let credit = 0;
  for (const ledger of ledgers) {
    if (ledger.closing > 0) debit += ledger.closing;
    else credit -= ledger.closing;
  }
  const difference = debit - credit;
  if (difference !== 0) {
    const row: ReportRow = { Particulars: 'Difference in opening balances', ...onItsSide(-difference) };
    rows.push(row);
    if (difference > 0) credit += difference;
    else debit -= difference;
  }
  return { rows, totals: { Particulars: 'Total', Debit: rupees(debit), Credit: rupees(credit) }, summary: { Debit: rupees(debit), Credit: rupees(credit) } };
};
