// Report queries over the journal: ledger, trial balance, profit and loss, balance sheet, books, outstanding,
// bank reconciliation.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { balanceSheet, balanceSheetTwoColumns } from './balance-sheet.ts';
import { bankReconciliation } from './bank-reconciliation.ts';
import { cashBankBook } from './cash-bank-book.ts';
import { dayBook } from './day-book.ts';
import { ledgerReport } from './ledger-report.ts';
import { partyOutstanding } from './party-outstanding.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import { trialBalance } from './trial-balance.ts';

export const accountingQueries: Array<[string, ReportQuery]> = [
  ['ledgerBook', ledgerReport],
  ['cashBankBook', cashBankBook],
  ['dayBook', dayBook],
  ['trialBalance', trialBalance],
  ['profitAndLoss', profitAndLoss],
  ['balanceSheet', balanceSheet],
  ['balanceSheetTwoColumns', balanceSheetTwoColumns],
  ['partyOutstanding', partyOutstanding],
  ['bankReconciliation', bankReconciliation],
];
