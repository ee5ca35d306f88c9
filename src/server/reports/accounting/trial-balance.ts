// The trial balance as on a date, for the financial year that date falls in, as Tally draws it: every
// asset and liability ledger at its closing balance; every income and expense ledger at the year's
// movement only (the P&L starts each year at nil); the earlier years' result as one "Profit & Loss A/c"
// line; the stock at the year's start as "Opening stock" (closing stock is not a ledger: it is shown in
// the P&L and the balance sheet). Ledgers sit under their groups and sub-groups (any depth) with
// subtotals. The journal balances document by document, so debits equal credits; ledger masters' and
// items' opening balances need not, and a difference among them is shown on its own line, never hidden.
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { fiscalYearStart } from '../../accounting/fiscal-year.ts';
import { stockValues } from '../stock/stock-value.ts';
import { isRevenue, ledgerBalances, onItsSide, scopeOf } from './ledger-balances.ts';
import { groupedRows } from './ledger-sections.ts';

/** The line that shows what the openings (or the journal) leave unbalanced. */
export const OPENING_DIFFERENCE = 'Difference in opening balances';

export const trialBalance: ReportQuery = async (ctx, filters) => {
  const scope = { ...scopeOf(filters), fromDate: fiscalYearStart(String(filters.ToDate)) };
  // Only the stock at the year's start is shown, so only the moves before the year are valued.
  const [{ ledgers, tree }, stock] = await Promise.all([ledgerBalances(ctx, scope), stockValues(ctx, { ...scope, openingOnly: true })]);
  // Dr positive, every ledger at its closing: a P&L ledger's is the year's alone, as it opens the year at
  // nil (or, in the year the books start, at its master's opening: ledger-balances.ts `periodOpening`).
  const balance = (ledger: { closing: number }) => ledger.closing;
  const rows = groupedRows(tree, ledgers, balance, onItsSide);
  // The earlier years' result, Dr positive (a loss): what the P&L ledgers carried out of earlier years, less
  // the stock they left on the shelf beyond the items' opening stock (which the opening balances already carry).
  const earlier = ledgers.filter(isRevenue).reduce((sum, ledger) => sum + ledger.carried, 0) - (stock.opening - stock.master);
  const extra: Array<[string, number]> = [
    ['Opening stock', stock.opening],
    ['Profit & Loss A/c (earlier years)', earlier],
  ];
  let sum = ledgers.reduce((total, ledger) => total + balance(ledger), 0);
  for (const [name, amount] of extra) {
    if (amount === 0) continue;
    rows.push({ Particulars: name, Level: 0, ...onItsSide(amount) });
    sum += amount;
  }
  if (sum !== 0) rows.push({ Particulars: OPENING_DIFFERENCE, ...onItsSide(-sum) });
  let debit = 0;
  let credit = 0;
  for (const amount of [...ledgers.map(balance), ...extra.map(([, amount]) => amount), -sum]) {
    if (amount > 0) debit += amount;
    else credit -= amount;
  }
  const totals: ReportRow = { Particulars: 'Total', Debit: rupees(debit), Credit: rupees(credit) };
  return { rows, totals, summary: { Debit: rupees(debit), Credit: rupees(credit) } };
};
