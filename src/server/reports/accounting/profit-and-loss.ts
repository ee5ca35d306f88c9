// Profit and loss for a period, in the vertical form: sales and direct incomes less purchases and direct
// expenses give the gross profit; indirect incomes less indirect expenses then give the net profit.
// Stock is not valued: the journal holds no cost of the goods in hand (stock moves carry the document's
// rate, which on a sale is the selling price and on an inclusive purchase includes tax), so the gross
// profit is that of the sales and purchase accounts, and the report says so.
import type { ReportQuery, ReportRow } from '../../../../engine/server/report-types.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { type LedgerBalance, ledgerBalances, scopeOf } from './ledger-balances.ts';
import { sectionRows, sectionsOf } from './ledger-sections.ts';

const DIRECT_GROUPS = new Set(['SALES', 'PURCHASE', 'DIRECT_INCOMES', 'DIRECT_EXPENSES']);

/** A ledger's period movement on its natural side: credit for incomes, debit for expenses. */
export const earned = (ledger: LedgerBalance) => (ledger.Nature === 'Income' ? ledger.credit - ledger.debit : ledger.debit - ledger.credit);

const isDirect = (ledger: LedgerBalance) => DIRECT_GROUPS.has(ledger.GroupCode ?? '');
const isRevenue = (ledger: LedgerBalance) => ledger.Nature === 'Income' || ledger.Nature === 'Expenses';

/** Incomes less expenses of the given ledgers (period movement), in paise. */
export function profitOf(ledgers: LedgerBalance[]): number {
  return ledgers.filter(isRevenue).reduce((sum, ledger) => sum + (ledger.Nature === 'Income' ? earned(ledger) : -earned(ledger)), 0);
}

const amountCell = (paise: number): ReportRow => ({ Amount: rupees(paise) });

function result(label: [string, string], profit: number, style: 'subtotal'): ReportRow {
  return { Particulars: profit >= 0 ? label[0] : label[1], Amount: rupees(Math.abs(profit)), RowStyle: style };
}

export const profitAndLoss: ReportQuery = async (ctx, filters) => {
  const revenue = (await ledgerBalances(ctx, scopeOf(filters))).filter(isRevenue);
  const direct = revenue.filter(isDirect);
  const indirect = revenue.filter((ledger) => !isDirect(ledger));
  const gross = profitOf(direct);
  const net = gross + profitOf(indirect);
  return {
    rows: [
      ...sectionRows(sectionsOf(direct, earned), earned, amountCell),
      result(['Gross profit', 'Gross loss'], gross, 'subtotal'),
      ...sectionRows(sectionsOf(indirect, earned), earned, amountCell),
    ],
    // The net result is the totals row, not a row of its own, so the page shows it once.
    totals: { Particulars: net >= 0 ? 'Net profit' : 'Net loss', Amount: rupees(Math.abs(net)) },
    summary: { 'Gross profit': rupees(gross), 'Net profit': rupees(net), Stock: 'not valued: gross profit is that of the sales and purchase accounts' },
  };
};
