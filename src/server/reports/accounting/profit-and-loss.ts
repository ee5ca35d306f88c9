// Profit and loss for a period, in the vertical form, with the trading section a trading business's
// accounts need (Schedule III's "cost of materials consumed / purchases of stock-in-trade / changes in
// inventories", Tally's Trading Account): sales and direct incomes; less the cost of goods sold (opening
// stock, purchases and direct expenses, less closing stock, both at cost); gives the gross profit.
// Indirect incomes less indirect expenses then give the net profit. A ledger belongs above the gross
// profit when its group is a direct group or any sub-group of one, at any depth.
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { stockValues } from '../stock/stock-value.ts';
import { isRevenue, type LedgerBalance, ledgerBalances, scopeOf } from './ledger-balances.ts';
import { groupedRows } from './ledger-sections.ts';

const DIRECT_GROUPS = ['SALES', 'PURCHASE', 'DIRECT_INCOMES', 'DIRECT_EXPENSES'];

/**
 * What the period's P&L takes of a ledger on its natural side, credit for incomes, debit for expenses: the
 * period's movement, with a nominal master opening when the period opens the year the books start
 * (ledger-balances.ts `periodOpening`).
 */
export const earned = (ledger: LedgerBalance) => (ledger.Nature === 'Income' ? -ledger.inPeriod : ledger.inPeriod);

const isDirect = (ledger: LedgerBalance) => DIRECT_GROUPS.some((code) => ledger.group.codes.has(code));
const isIncome = (ledger: LedgerBalance) => ledger.Nature === 'Income';

/** Incomes less expenses of the given ledgers (period movement), in paise; stock is not in it. */
export function profitOf(ledgers: LedgerBalance[]): number {
  return ledgers.filter(isRevenue).reduce((sum, ledger) => sum + (isIncome(ledger) ? earned(ledger) : -earned(ledger)), 0);
}

const amountCell = (paise: number): ReportRow => ({ Amount: rupees(paise) });
const sum = (ledgers: LedgerBalance[]) => ledgers.reduce((total, ledger) => total + earned(ledger), 0);

function result(label: [string, string], profit: number): ReportRow {
  return { Particulars: profit >= 0 ? label[0] : label[1], Amount: rupees(Math.abs(profit)), RowStyle: 'subtotal' };
}

export const profitAndLoss: ReportQuery = async (ctx, filters) => {
  const scope = scopeOf(filters);
  const [{ ledgers, tree }, stock] = await Promise.all([ledgerBalances(ctx, scope), stockValues(ctx, scope)]);
  const revenue = ledgers.filter(isRevenue);
  const direct = revenue.filter(isDirect);
  const indirect = revenue.filter((ledger) => !isDirect(ledger));
  const directIncomes = direct.filter(isIncome);
  const directExpenses = direct.filter((ledger) => !isIncome(ledger));
  const costOfGoodsSold = stock.opening + sum(directExpenses) - stock.closing;
  const gross = sum(directIncomes) - costOfGoodsSold;
  const net = gross + profitOf(indirect);
  return {
    rows: [
      ...groupedRows(tree, directIncomes, earned, amountCell),
      { Particulars: 'Cost of goods sold', RowStyle: 'heading', Level: 0 },
      { Particulars: 'Opening stock', Level: 1, Amount: rupees(stock.opening) },
      ...groupedRows(tree, directExpenses, earned, amountCell, 1),
      { Particulars: 'Less: closing stock', Level: 1, Amount: rupees(-stock.closing) },
      { Particulars: 'Total cost of goods sold', RowStyle: 'subtotal', Level: 0, Amount: rupees(costOfGoodsSold) },
      result(['Gross profit', 'Gross loss'], gross),
      ...groupedRows(tree, indirect, earned, amountCell),
    ],
    // The net result is the totals row, not a row of its own, so the page shows it once.
    totals: { Particulars: net >= 0 ? 'Net profit' : 'Net loss', Amount: rupees(Math.abs(net)) },
    summary: {
      'Opening stock': rupees(stock.opening),
      'Closing stock': rupees(stock.closing),
      'Cost of goods sold': rupees(costOfGoodsSold),
      'Gross profit': rupees(gross),
      'Net profit': rupees(net),
    },
  };
};
