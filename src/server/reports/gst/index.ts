// Report queries for the GST returns, made from the sales and purchase documents' lines.
import type { ReportQuery } from '../../../../engine/server/index.ts';
import { gstr1 } from './gstr1-report.ts';
import { gstr2bReconciliation } from './gstr2b/reconciliation-report.ts';
import { gstr3b } from './gstr3b.ts';

export const gstQueries: Array<[string, ReportQuery]> = [
  ['gstr1', gstr1],
  ['gstr3b', gstr3b],
  ['gstr2bReconciliation', gstr2bReconciliation],
];
