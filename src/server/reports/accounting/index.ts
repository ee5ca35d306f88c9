// Report queries over the journal: ledger, trial balance, profit and loss, balance sheet, books, outstanding.
import type { ReportQuery } from '../../../../engine/server/report-types.ts';

export const accountingQueries: Array<[string, ReportQuery]> = [];
