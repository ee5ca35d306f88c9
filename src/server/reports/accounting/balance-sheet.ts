// The balance sheet as on ToDate, vertical (liabilities, then assets) or in two columns side by side, each
// side by group and sub-group (closing
// balances, as the trial balance has them), with the profit and loss account carried in (the profit
// before FromDate and the profit of the period, the P&L report's net profit for the same dates) and the
// closing stock as Stock-in-Hand at cost.
//
// Sides follow the balance, as an accountant reads a balance sheet (Schedule III presents receivables as
// assets and payables as liabilities whatever group they were opened in): a ledger with a debit balance
// is an asset, one with a credit balance a liability; a customer who paid in advance is a liability and
// a supplier paid in advance an asset. Duties & Taxes are the exception: output and input tax are set off
// against each other (CGST Act s.49), so the group nets to one figure on the side of its net balance,
// with its ledgers beneath.
import type { ReportContext, ReportFilters, ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { type LedgerBalance, ledgerBalances, scopeOf } from './ledger-balances.ts';
import { groupedRows } from './ledger-sections.ts';
import { profitOf } from './profit-and-loss.ts';
import { stockValues } from '../stock/stock-value.ts';

const amountCell = (paise: number): ReportRow => ({ Amount: rupees(paise) });
const owed = (ledger: LedgerBalance) => -ledger.closing; // liabilities are credit balances
const owned = (ledger: LedgerBalance) => ledger.closing;

const isTax = (ledger: LedgerBalance) => ledger.group.codes.has('DUTIES_TAXES');

type Sides = { liabilities: ReportRow[]; assets: ReportRow[]; liabilitiesTotal: number; assetsTotal: number; summary: Record<string, number> };

/** Both sides of the sheet, each a list of rows under its groups, with their totals. */
async function sidesOf(ctx: ReportContext, filters: ReportFilters): Promise<Sides> {
  const scope = scopeOf(filters);
  const [{ ledgers, tree }, stock] = await Promise.all([ledgerBalances(ctx, scope), stockValues(ctx, scope)]);
  const capital = ledgers.filter((ledger) => ledger.Nature === 'Liabilities' || ledger.Nature === 'Assets');
  const revenue = ledgers.filter((ledger) => ledger.Nature === 'Income' || ledger.Nature === 'Expenses');

  const taxes = capital.filter(isTax);
  const taxNet = taxes.reduce((sum, ledger) => sum + ledger.closing, 0);
  const others = capital.filter((ledger) => !isTax(ledger));
  const owing = [...others.filter((ledger) => ledger.closing < 0), ...(taxNet <= 0 ? taxes : [])];
  const owning = [...others.filter((ledger) => ledger.closing > 0), ...(taxNet > 0 ? taxes : [])];

  // Credits less debits of the revenue ledgers before the period, plus the stock gained before it: the
  // stock at the period's start less the items' opening stock (which the opening balances already hold).
  const profitBefore = -revenue.reduce((sum, ledger) => sum + ledger.opening, 0) + stock.opening - stock.master;
  const profitOfPeriod = profitOf(revenue) + stock.closing - stock.opening;
  // Non-zero only when the masters' openings (ledgers' and the items' opening stock) do not balance.
  const difference = ledgers.reduce((sum, ledger) => sum + ledger.closing, 0) + stock.master;

  const liabilitiesTotal = owing.reduce((sum, ledger) => sum + owed(ledger), 0) + profitBefore + profitOfPeriod + difference;
  const assetsTotal = owning.reduce((sum, ledger) => sum + owned(ledger), 0) + stock.closing;
  return {
    liabilities: [
      ...groupedRows(tree, owing, owed, amountCell),
      { Particulars: 'Profit and loss account', RowStyle: 'heading', Level: 0 },
      { Particulars: 'Profit before the period', Level: 1, Amount: rupees(profitBefore) },
      { Particulars: 'Profit for the period', Level: 1, Amount: rupees(profitOfPeriod) },
      { Particulars: 'Total Profit and loss account', RowStyle: 'subtotal', Level: 0, Amount: rupees(profitBefore + profitOfPeriod) },
      ...(difference !== 0 ? [{ Particulars: 'Difference in opening balances', Amount: rupees(difference) }] : []),
    ],
    assets: [
      ...groupedRows(tree, owning, owned, amountCell),
      ...(stock.closing !== 0 ? [{ Particulars: 'Stock-in-Hand (closing stock at cost)', Level: 0, Amount: rupees(stock.closing) }] : []),
    ],
    liabilitiesTotal,
    assetsTotal,
    summary: {
      Liabilities: rupees(liabilitiesTotal),
      Assets: rupees(assetsTotal),
      'Closing stock': rupees(stock.closing),
      'Profit before the period': rupees(profitBefore),
      'Profit for the period': rupees(profitOfPeriod),
    },
  };
}

/** The vertical form: liabilities, then assets. */
export const balanceSheet: ReportQuery = async (ctx, filters) => {
  const sides = await sidesOf(ctx, filters);
  return {
    rows: [
      { Particulars: 'Liabilities', RowStyle: 'heading' },
      ...sides.liabilities,
      { Particulars: 'Total liabilities', Amount: rupees(sides.liabilitiesTotal), RowStyle: 'total' },
      { Particulars: 'Assets', RowStyle: 'heading' },
      ...sides.assets,
      { Particulars: 'Total assets', Amount: rupees(sides.assetsTotal), RowStyle: 'total' },
    ],
    totals: { Particulars: 'Total', Amount: rupees(sides.assetsTotal) },
    summary: sides.summary,
  };
};

/**
 * The horizontal (two-column) form of the Companies Act 1956's old Schedule VI and of Tally: liabilities on
 * the left, assets on the right, row beside row, each side's total on the last line.
 */
export const balanceSheetTwoColumns: ReportQuery = async (ctx, filters) => {
  const sides = await sidesOf(ctx, filters);
  const height = Math.max(sides.liabilities.length, sides.assets.length);
  const rows: ReportRow[] = [];
  for (let index = 0; index < height; index += 1) {
    const left = sides.liabilities[index];
    const right = sides.assets[index];
    rows.push({
      Liabilities: left?.Particulars ?? null,
      LiabilityId: left?.LedgerId ?? null,
      LiabilityAmount: left?.Amount ?? null,
      Assets: right?.Particulars ?? null,
      AssetId: right?.LedgerId ?? null,
      AssetAmount: right?.Amount ?? null,
    });
  }
  return {
    rows,
    totals: { Liabilities: 'Total', LiabilityAmount: rupees(sides.liabilitiesTotal), Assets: 'Total', AssetAmount: rupees(sides.assetsTotal) },
    summary: sides.summary,
  };
};
