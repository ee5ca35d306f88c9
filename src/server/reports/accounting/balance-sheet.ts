// The balance sheet as on ToDate, vertical (liabilities, then assets) or in two columns side by side, each
// side by group and sub-group (closing
// balances, as the trial balance has them), with the profit and loss account carried in (the profit
// before FromDate and the profit of the period, the P&L report's net profit for the same dates) and the
// closing stock as Stock-in-Hand at cost.
//
// Presented as Schedule III (Companies Act 2013, Division I) lays a balance sheet out and as proprietors'
// and partnership firms' accounts are drawn up. The firm master has no constitution (company, partnership,
// proprietor), so the capital block is drawn as a proprietor's: the capital account at its balance, add the
// profit, less the drawings (capital = opening + net profit − drawings). Drawings are any debit balance
// under Capital Account (a "Drawings" ledger there, as Tally keeps it): they reduce the owner's capital and
// are never an asset. Every other ledger is on the side its balance puts it, with a positive figure, under
// a heading of that side (balance-sheet-headings.ts): a customer who paid in advance is a liability, a
// supplier paid in advance an asset, input tax credit a current asset, an overdrawn bank a borrowing.
import type { ReportContext, ReportFilters, ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { fixedGroup } from '../../accounting/group-tree.ts';
import { isRevenue, type LedgerBalance, ledgerBalances, scopeOf } from './ledger-balances.ts';
import { groupedRows } from './ledger-sections.ts';
import { profitOf } from './profit-and-loss.ts';
import { sheetHeadings } from './balance-sheet-headings.ts';
import { stockValues } from '../stock/stock-value.ts';

const amountCell = (paise: number): ReportRow => ({ Amount: rupees(paise) });
const owed = (ledger: LedgerBalance) => -ledger.closing; // liabilities are credit balances
const owned = (ledger: LedgerBalance) => ledger.closing;
const inCapital = (ledger: LedgerBalance) => ledger.group.codes.has('CAPITAL');

type Sides = { liabilities: ReportRow[]; assets: ReportRow[]; liabilitiesTotal: number; assetsTotal: number; summary: Record<string, number> };

/** A profit added to capital, a loss taken from it (nothing for none). */
const result = (label: string, paise: number): ReportRow[] =>
  paise === 0 ? [] : [{ Particulars: paise > 0 ? `Add: profit ${label}` : `Less: loss ${label}`, Level: 1, Amount: rupees(paise) }];

/** Both sides of the sheet, each a list of rows under its groups, with their totals. */
async function sidesOf(ctx: ReportContext, filters: ReportFilters): Promise<Sides> {
  const scope = scopeOf(filters);
  const [{ ledgers, tree }, stock] = await Promise.all([ledgerBalances(ctx, scope), stockValues(ctx, scope)]);
  const real = ledgers.filter((ledger) => !isRevenue(ledger));
  const revenue = ledgers.filter(isRevenue);
  const sheet = sheetHeadings(tree);

  // The P&L ledgers' credits less debits before the period's P&L (earlier years', carried; and a quarter's
  // own year before it), plus the stock gained before it: the stock at the period's start less the items'
  // opening stock (which the opening balances already hold).
  const profitBefore = -revenue.reduce((sum, ledger) => sum + ledger.carried + ledger.closing - ledger.inPeriod, 0) + stock.opening - stock.master;
  const profitOfPeriod = profitOf(revenue) + stock.closing - stock.opening;
  // Non-zero only when the masters' openings (ledgers' and the items' opening stock) do not balance.
  const difference = ledgers.reduce((sum, ledger) => sum + ledger.carried + ledger.closing, 0) + stock.master;

  // The capital block: credit balances (capital, reserves) under their groups, the profit added, debit
  // balances (drawings) deducted, shown as negative figures after "Less:".
  const capital = real.filter(inCapital);
  const capitalHeading = fixedGroup(tree, 'CAPITAL')?.GroupName ?? 'Capital Account';
  const credits = capital.filter((ledger) => ledger.closing < 0);
  const drawings = capital.filter((ledger) => ledger.closing > 0).sort((a, b) => a.LedgerName.localeCompare(b.LedgerName));
  const capitalTotal = -capital.reduce((sum, ledger) => sum + ledger.closing, 0) + profitBefore + profitOfPeriod;
  const capitalRows: ReportRow[] = [
    { Particulars: capitalHeading, RowStyle: 'heading', Level: 0 },
    ...groupedRows(tree, credits, owed, amountCell).slice(1, -1), // its ledgers and sub-groups, without its own heading and total
    ...result('before the period', profitBefore),
    ...result('for the period', profitOfPeriod),
    ...drawings.map((ledger) => ({ LedgerId: ledger.LedgerId, Particulars: `Less: ${ledger.LedgerName}`, Level: 1, Amount: rupees(-ledger.closing) })),
    { Particulars: `Total ${capitalHeading}`, RowStyle: 'subtotal', Level: 0, Amount: rupees(capitalTotal) },
  ];

  const others = real.filter((ledger) => !inCapital(ledger)).map(sheet.place);
  const owing = others.filter((ledger) => ledger.closing < 0);
  const owning = others.filter((ledger) => ledger.closing > 0);
  const liabilitiesTotal = capitalTotal + owing.reduce((sum, ledger) => sum + owed(ledger), 0) + difference;
  const assetsTotal = owning.reduce((sum, ledger) => sum + owned(ledger), 0) + stock.closing;
  return {
    liabilities: [
      ...capitalRows,
      ...groupedRows(sheet.tree, owing, owed, amountCell),
      ...(difference !== 0 ? [{ Particulars: 'Difference in opening balances', Amount: rupees(difference) }] : []),
    ],
    assets: [
      ...groupedRows(sheet.tree, owning, owned, amountCell),
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
