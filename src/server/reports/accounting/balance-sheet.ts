// The balance sheet as on ToDate: liabilities and assets by group (closing balances, as the trial
// balance has them), with the profit and loss account carried in: the profit before FromDate and the
// profit of the period (the profit and loss report's net profit for the same dates). A difference
// among the ledger masters' opening balances is shown, as in the trial balance, so both sides agree.
import type { ReportQuery, ReportRow } from '../../../../engine/server/report-types.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { type LedgerBalance, ledgerBalances, scopeOf } from './ledger-balances.ts';
import { sectionRows, sectionsOf } from './ledger-sections.ts';
import { profitOf } from './profit-and-loss.ts';

const owed = (ledger: LedgerBalance) => -ledger.closing; // liabilities are credit balances
const owned = (ledger: LedgerBalance) => ledger.closing;
const amountCell = (paise: number): ReportRow => ({ Amount: rupees(paise) });

export const balanceSheet: ReportQuery = async (ctx, filters) => {
  const ledgers = await ledgerBalances(ctx, scopeOf(filters));
  const liabilities = ledgers.filter((ledger) => ledger.Nature === 'Liabilities');
  const assets = ledgers.filter((ledger) => ledger.Nature === 'Assets');
  const revenue = ledgers.filter((ledger) => ledger.Nature === 'Income' || ledger.Nature === 'Expenses');
  const profitBefore = -revenue.reduce((sum, ledger) => sum + ledger.opening, 0); // credits less debits before the period
  const profitOfPeriod = profitOf(revenue);
  const everything = ledgers.reduce((sum, ledger) => sum + ledger.closing, 0); // non-zero only when the masters' openings differ
  const liabilitiesTotal = liabilities.reduce((sum, ledger) => sum + owed(ledger), 0) + profitBefore + profitOfPeriod + everything;
  const assetsTotal = assets.reduce((sum, ledger) => sum + owned(ledger), 0);
  const rows: ReportRow[] = [
    { Particulars: 'Liabilities', RowStyle: 'heading' },
    ...sectionRows(sectionsOf(liabilities, owed), owed, amountCell),
    { Particulars: 'Profit and loss account', RowStyle: 'heading' },
    { Particulars: 'Profit before the period', Amount: rupees(profitBefore) },
    { Particulars: 'Profit for the period', Amount: rupees(profitOfPeriod) },
    { Particulars: 'Total Profit and loss account', Amount: rupees(profitBefore + profitOfPeriod), RowStyle: 'subtotal' },
    ...(everything !== 0 ? [{ Particulars: 'Difference in opening balances', Amount: rupees(everything) }] : []),
    { Particulars: 'Total liabilities', Amount: rupees(liabilitiesTotal), RowStyle: 'total' },
    { Particulars: 'Assets', RowStyle: 'heading' },
    ...sectionRows(sectionsOf(assets, owned), owned, amountCell),
    { Particulars: 'Total assets', Amount: rupees(assetsTotal), RowStyle: 'total' },
  ];
  return {
    rows,
    totals: { Particulars: 'Total', Amount: rupees(assetsTotal) },
    summary: { Liabilities: rupees(liabilitiesTotal), Assets: rupees(assetsTotal), 'Profit before the period': rupees(profitBefore), 'Profit for the period': rupees(profitOfPeriod) },
  };
};
